// finalizing-bufferize folds to_buffer(to_tensor(%m)) into %m, into a
// memref.cast of it when a cast keeps every static fact of the layout,
// else into a new identity-layout buffer holding a copy (a strided view
// wanted with the identity layout), as MLIR 16's castOrRealloc. Every
// to_tensor goes. (16 rejects the identity-to-dynamic-layout case; a cast
// is valid there, so mlbuf casts.)
// RUN: mlbuf-opt %s --finalizing-bufferize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @same(
//  CHECK-SAME:     %[[M:.*]]: memref<f32>) -> memref<f32>
//  CHECK-NEXT:   return %[[M]] : memref<f32>
func.func @same(%m: memref<f32>) -> memref<f32> {
  %t = bufferization.to_tensor %m : memref<f32> to tensor<f32>
  %b = bufferization.to_buffer %t : tensor<f32> to memref<f32>
  return %b : memref<f32>
}

// -----

// A strided layout with the identity's strides and offset: a cast.
// CHECK-LABEL: func.func @static_strided(
//  CHECK-SAME:     %[[M:.*]]: memref<4xf32, strided<[1]>>)
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[M]] : memref<4xf32, strided<[1]>> to memref<4xf32>
//  CHECK-NEXT:   return %[[C]]
func.func @static_strided(%m: memref<4xf32, strided<[1]>>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[1]>> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @strided_to_identity(
//  CHECK-SAME:     %[[M:.*]]: memref<?xf32, strided<[1], offset: ?>>) -> memref<?xf32>
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[D:.*]] = memref.dim %[[M]], %[[C0]]
//       CHECK:   %[[A:.*]] = memref.alloc(%[[D]]) : memref<?xf32>
//       CHECK:   memref.copy %[[M]], %[[A]]
//       CHECK:   return %[[A]]
func.func @strided_to_identity(%m: memref<?xf32, strided<[1], offset: ?>>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m : memref<?xf32, strided<[1], offset: ?>> to tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @identity_to_strided(
//  CHECK-SAME:     %[[M:.*]]: memref<?xf32>)
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[M]] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
//  CHECK-NEXT:   return %[[C]]
func.func @identity_to_strided(%m: memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %b : memref<?xf32, strided<[1], offset: ?>>
}
