// tensor-bufferize runs no analysis: every op that writes gets a new
// buffer holding a copy of what it writes into (MLIR 16's copy-before-
// write), so the tensor written stays readable afterwards. A to_buffer
// left by func-bufferize is no write (16's to_memref promised that), so
// the argument is read in place, not copied.
// RUN: mlbuf-opt %s --func-bufferize --tensor-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @update(
//  CHECK-SAME:     %[[T:.*]]: memref<3xi64>, %[[V:.*]]: i64) -> i64
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
//       CHECK:   memref.copy %[[T]], %[[A]] : memref<3xi64> to memref<3xi64>
//       CHECK:   memref.store %[[V]], %[[A]][%[[C0]]]
//       CHECK:   memref.load %[[A]][%[[C0]]]
//       CHECK:   memref.load %[[T]][%[[C0]]]
//   CHECK-NOT:   memref.copy
func.func @update(%t: tensor<3xi64>, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %u = tensor.insert %v into %t[%c0] : tensor<3xi64>
  %new = tensor.extract %u[%c0] : tensor<3xi64>
  %old = tensor.extract %t[%c0] : tensor<3xi64>
  %d = arith.subi %new, %old : i64
  return %d : i64
}

// 100 - 7
// VALUE: {{^}}93{{$}}
func.func @main() -> i64 {
  %t = arith.constant dense<[7, 8, 9]> : tensor<3xi64>
  %v = arith.constant 100 : i64
  %r = call @update(%t, %v) : (tensor<3xi64>, i64) -> i64
  return %r : i64
}
