// REQUIRES: mlir-opt
// `bufferization.buffer_layout` on a tensor argument sets the layout of
// its buffer, as upstream: the identity map gives memref<?xf32> where the
// argument would otherwise get the fully dynamic strided layout; a
// returned argument keeps that type (infer-layout-map). Callers cast
// their buffers to it.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYN
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYN
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @f(
//  CHECK-SAME:     %[[T:.*]]: memref<?xf32>, %[[U:.*]]: memref<4x?xf32>, %[[V:.*]]: memref<?xf32, strided<[?], offset: ?>>)
//  CHECK-SAME:     -> (memref<?xf32>, f32)
//       CHECK:   memref.load %[[U]]
//       CHECK:   return %[[T]], %{{.*}} : memref<?xf32>, f32
// DYN-LABEL: func.func @f(
//  DYN-SAME:     memref<?xf32>, %{{.*}}: memref<4x?xf32>, %{{.*}}: memref<?xf32, strided<[?], offset: ?>>)
//  DYN-SAME:     -> (memref<?xf32, strided<[?], offset: ?>>, f32)
func.func @f(%t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>},
             %u: tensor<4x?xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>},
             %v: tensor<?xf32>) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %v[%c0] : tensor<?xf32>
  %y = tensor.extract %u[%c0, %c0] : tensor<4x?xf32>
  %z = arith.addf %x, %y : f32
  return %t, %z : tensor<?xf32>, f32
}

// 1 + 2 + 3 = 6
// VALUE: 6
// CHECK-LABEL: func.func @main(
//       CHECK:   call @f(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xf32>, memref<4x?xf32>, memref<?xf32, strided<[?], offset: ?>>) -> (memref<?xf32>, f32)
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty(%c2) : tensor<?xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %e2 = tensor.empty(%c2) : tensor<4x?xf32>
  %u = linalg.fill ins(%two : f32) outs(%e2 : tensor<4x?xf32>) -> tensor<4x?xf32>
  %e3 = tensor.empty(%c2) : tensor<?xf32>
  %v = linalg.fill ins(%three : f32) outs(%e3 : tensor<?xf32>) -> tensor<?xf32>
  %r, %z = call @f(%t, %u, %v) : (tensor<?xf32>, tensor<4x?xf32>, tensor<?xf32>) -> (tensor<?xf32>, f32)
  %w = tensor.extract %r[%c0] : tensor<?xf32>
  %s = arith.addf %w, %z : f32
  return %s : f32
}
