// expand-realloc{emit-deallocs=false}: the old buffer is not freed.
// RUN: mlbuf-opt %s --expand-realloc=emit-deallocs=false | FileCheck %s

// CHECK-LABEL: func.func @keep_old(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xindex>, %[[ARG1:[A-Za-z0-9_]+]]: index) -> memref<?xindex> {
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xindex>
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[DIM]], %[[ARG1]] : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = scf.if %[[V0]] -> (memref<?xindex>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[ARG1]]) : memref<?xindex>
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<?xindex> to memref<?xindex, strided<[1]>>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[SUBVIEW]] : memref<?xindex> to memref<?xindex, strided<[1]>>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<?xindex>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [%[[ARG1]]], strides: [1] : memref<?xindex> to memref<?xindex>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : memref<?xindex>
// CHECK-NEXT: }

func.func @keep_old(%buf: memref<?xindex>, %n: index) -> memref<?xindex> {
  %grown = memref.realloc %buf(%n) : memref<?xindex> to memref<?xindex>
  return %grown : memref<?xindex>
}
