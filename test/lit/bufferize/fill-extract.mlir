// tensor.empty becomes an allocation, linalg.fill writes it in place and
// tensor.extract loads from it: the output is upstream's, and it computes
// what the tensor program computes.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main() -> f32
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
//  CHECK-NEXT:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32>)
//  CHECK-NEXT:   %[[V:.*]] = memref.load %[[A]][%{{.*}}] : memref<4xf32>
//  CHECK-NEXT:   return %[[V]] : f32
//   CHECK-NOT:   bufferization.
// VALUE: 1.5
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %f[%c0] : tensor<4xf32>
  return %x : f32
}
