// convert-bufferization-to-memref: a static clone is an identity allocation (cast to a strided layout) and a copy.
// RUN: mlbuf-opt %s --convert-bufferization-to-memref | FileCheck %s

// CHECK-LABEL: func.func @plain(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[ALLOC]] : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT: return %[[ALLOC]] : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<4x4xi32, strided<[?, 1], offset: ?>>) -> memref<4x4xi32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<4x4xi32>
// CHECK-NEXT: %[[CAST:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC]] : memref<4x4xi32> to memref<4x4xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[CAST]] : memref<4x4xi32, strided<[?, 1], offset: ?>> to memref<4x4xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[CAST]] : memref<4x4xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @space(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<16xi8, 2>) -> memref<16xi8, 2> {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<16xi8, 2>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[ALLOC]] : memref<16xi8, 2> to memref<16xi8, 2>
// CHECK-NEXT: return %[[ALLOC]] : memref<16xi8, 2>
// CHECK-NEXT: }

func.func @plain(%src: memref<2x3xf32>) -> memref<2x3xf32> {
  %c = bufferization.clone %src : memref<2x3xf32> to memref<2x3xf32>
  return %c : memref<2x3xf32>
}

func.func @strided(%src: memref<4x4xi32, strided<[?, 1], offset: ?>>) -> memref<4x4xi32, strided<[?, 1], offset: ?>> {
  %c = bufferization.clone %src : memref<4x4xi32, strided<[?, 1], offset: ?>> to memref<4x4xi32, strided<[?, 1], offset: ?>>
  return %c : memref<4x4xi32, strided<[?, 1], offset: ?>>
}

func.func @space(%src: memref<16xi8, 2>) -> memref<16xi8, 2> {
  %c = bufferization.clone %src : memref<16xi8, 2> to memref<16xi8, 2>
  return %c : memref<16xi8, 2>
}
