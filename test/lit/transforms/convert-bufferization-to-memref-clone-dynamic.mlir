// convert-bufferization-to-memref: dynamic clone sizes come from memref.dim, folded as createOrFold does (the index constant stays); the clone first reads through a cast.
// RUN: mlbuf-opt %s --convert-bufferization-to-memref | FileCheck %s

// CHECK-LABEL: func.func @from_arg(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?x8x?xf32>) -> memref<?x8x?xf32> {
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?x8x?xf32>
// CHECK-NEXT: %[[C2:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT: %[[DIM_0:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[C2]] : memref<?x8x?xf32>
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[DIM]], %[[DIM_0]]) : memref<?x8x?xf32>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[ALLOC]] : memref<?x8x?xf32> to memref<?x8x?xf32>
// CHECK-NEXT: return %[[ALLOC]] : memref<?x8x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_alloc(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: index) -> memref<?xf64> {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[ARG0]]) : memref<?xf64>
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[ALLOC_0:[A-Za-z0-9_]+]] = memref.alloc(%[[ARG0]]) : memref<?xf64>
// CHECK-NEXT: memref.copy %[[ALLOC]], %[[ALLOC_0]] : memref<?xf64> to memref<?xf64>
// CHECK-NEXT: memref.dealloc %[[ALLOC]] : memref<?xf64>
// CHECK-NEXT: return %[[ALLOC_0]] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_subview(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?x?xi16>, %[[ARG1:[A-Za-z0-9_]+]]: index, %[[ARG2:[A-Za-z0-9_]+]]: index) -> memref<?x?xi16, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ARG0]][%[[ARG1]], 0] [7, %[[ARG2]]] [1, 1] : memref<?x?xi16> to memref<7x?xi16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %[[CAST:[A-Za-z0-9_]+]] = memref.cast %[[SUBVIEW]] : memref<7x?xi16, strided<[?, 1], offset: ?>> to memref<?x?xi16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C7:[A-Za-z0-9_]+]] = arith.constant 7 : index
// CHECK-NEXT: %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[C7]], %[[ARG2]]) : memref<?x?xi16>
// CHECK-NEXT: %[[CAST_0:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC]] : memref<?x?xi16> to memref<?x?xi16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %[[SUBVIEW]], %[[CAST_0]] : memref<7x?xi16, strided<[?, 1], offset: ?>> to memref<?x?xi16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[CAST_0]] : memref<?x?xi16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_reinterpret(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xf32>, %[[ARG1:[A-Za-z0-9_]+]]: index) -> memref<?x2xf32> {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [%[[ARG1]], 2], strides: [2, 1] : memref<?xf32> to memref<?x2xf32>
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[REINTERPRET_CAST]], %[[C0]] : memref<?x2xf32>
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[DIM]]) : memref<?x2xf32>
// CHECK-NEXT: memref.copy %[[REINTERPRET_CAST]], %[[ALLOC]] : memref<?x2xf32> to memref<?x2xf32>
// CHECK-NEXT: return %[[ALLOC]] : memref<?x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @through_cast(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<6x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %[[CAST:[A-Za-z0-9_]+]] = memref.cast %[[ARG0]] : memref<6x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C6:[A-Za-z0-9_]+]] = arith.constant 6 : index
// CHECK-NEXT: %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[C1]] : memref<6x?xf32>
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[C6]], %[[DIM]]) : memref<?x?xf32>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[ALLOC]] : memref<6x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %[[ALLOC]] : memref<?x?xf32>
// CHECK-NEXT: }

func.func @from_arg(%src: memref<?x8x?xf32>) -> memref<?x8x?xf32> {
  %c = bufferization.clone %src : memref<?x8x?xf32> to memref<?x8x?xf32>
  return %c : memref<?x8x?xf32>
}

func.func @from_alloc(%n: index) -> memref<?xf64> {
  %a = memref.alloc(%n) : memref<?xf64>
  %c = bufferization.clone %a : memref<?xf64> to memref<?xf64>
  memref.dealloc %a : memref<?xf64>
  return %c : memref<?xf64>
}

func.func @from_subview(%m: memref<?x?xi16>, %off: index, %sz: index) -> memref<?x?xi16, strided<[?, 1], offset: ?>> {
  %v = memref.subview %m[%off, 0] [7, %sz] [1, 1] : memref<?x?xi16> to memref<7x?xi16, strided<[?, 1], offset: ?>>
  %w = memref.cast %v : memref<7x?xi16, strided<[?, 1], offset: ?>> to memref<?x?xi16, strided<[?, 1], offset: ?>>
  %c = bufferization.clone %w : memref<?x?xi16, strided<[?, 1], offset: ?>> to memref<?x?xi16, strided<[?, 1], offset: ?>>
  return %c : memref<?x?xi16, strided<[?, 1], offset: ?>>
}

func.func @from_reinterpret(%m: memref<?xf32>, %rows: index) -> memref<?x2xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%rows, 2], strides: [2, 1] : memref<?xf32> to memref<?x2xf32>
  %c = bufferization.clone %r : memref<?x2xf32> to memref<?x2xf32>
  return %c : memref<?x2xf32>
}

func.func @through_cast(%m: memref<6x?xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<6x?xf32> to memref<?x?xf32>
  %r = bufferization.clone %c : memref<?x?xf32> to memref<?x?xf32>
  return %r : memref<?x?xf32>
}
