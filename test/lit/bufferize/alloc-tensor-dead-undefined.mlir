// REQUIRES: mlir-opt
// An alloc_tensor nothing uses allocates nothing; one without a copy has
// undefined contents, so a use of it that goes out of place gets a new
// buffer with no copy (as upstream).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   memref.alloc()
//       CHECK:   memref.alloc()
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
// VALUE: 3
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %dead = bufferization.alloc_tensor() : tensor<5xf32>
  %0 = bufferization.alloc_tensor() : tensor<5xf32>
  %1 = tensor.insert %one into %0[%c0] : tensor<5xf32>
  %2 = tensor.insert %two into %0[%c0] : tensor<5xf32>
  %a = tensor.extract %1[%c0] : tensor<5xf32>
  %b = tensor.extract %2[%c0] : tensor<5xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
