// linalg.copy of a buffer onto itself is erased; on tensors, the copy of a
// value onto itself is that value (upstream's EraseSelfCopy). A copy
// between two different buffers stays. Expectations from upstream
// mlir-opt 22 (the same output, generic form); the copy that stays is
// still run.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize --mlir-print-op-generic > %t.mlbuf
// RUN: mlir-opt %s --canonicalize --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlbuf %t.upstream
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 7

// CHECK-LABEL: func.func @self_copy_buffer
//   CHECK-NOT:   linalg.copy
//       CHECK:   return
func.func @self_copy_buffer(%m: memref<4xi64>) {
  linalg.copy ins(%m : memref<4xi64>) outs(%m : memref<4xi64>)
  return
}

// CHECK-LABEL: func.func @self_copy_tensor
//  CHECK-NEXT:   return %arg0
func.func @self_copy_tensor(%t: tensor<4xi64>) -> tensor<4xi64> {
  %r = linalg.copy ins(%t : tensor<4xi64>) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// CHECK-LABEL: func.func @other_copy
//       CHECK:   linalg.copy ins(%arg0 : memref<4xi64>) outs(%arg1 : memref<4xi64>)
func.func @other_copy(%a: memref<4xi64>, %b: memref<4xi64>) {
  linalg.copy ins(%a : memref<4xi64>) outs(%b : memref<4xi64>)
  return
}

func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i64
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  linalg.fill ins(%c7 : i64) outs(%a : memref<4xi64>)
  func.call @self_copy_buffer(%a) : (memref<4xi64>) -> ()
  func.call @other_copy(%a, %b) : (memref<4xi64>, memref<4xi64>) -> ()
  %v = memref.load %b[%c1] : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  memref.dealloc %b : memref<4xi64>
  return %v : i64
}
