// expand-realloc: reallocs nested in regions and in a memory space; uses of the result take the scf.if.
// RUN: mlbuf-opt %s --expand-realloc | FileCheck %s

// CHECK-LABEL: func.func @in_loop(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xf32, 1>, %[[ARG1:[A-Za-z0-9_]+]]: index, %[[ARG2:[A-Za-z0-9_]+]]: index, %[[ARG3:[A-Za-z0-9_]+]]: index) -> memref<?xf32, 1> {
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = scf.for %[[ARG4:[A-Za-z0-9_]+]] = %[[ARG1]] to %[[ARG2]] step %[[ARG3]] iter_args(%[[ARG5:[A-Za-z0-9_]+]] = %[[ARG0]]) -> (memref<?xf32, 1>) {
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG5]], %[[C0]] : memref<?xf32, 1>
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[DIM]], %[[ARG4]] : index
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = scf.if %[[V1]] -> (memref<?xf32, 1>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[ARG4]]) : memref<?xf32, 1>
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<?xf32, 1> to memref<?xf32, strided<[1]>, 1>
// CHECK-NEXT: memref.copy %[[ARG5]], %[[SUBVIEW]] : memref<?xf32, 1> to memref<?xf32, strided<[1]>, 1>
// CHECK-NEXT: memref.dealloc %[[ARG5]] : memref<?xf32, 1>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<?xf32, 1>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG5]] to offset: [0], sizes: [%[[ARG4]]], strides: [1] : memref<?xf32, 1> to memref<?xf32, 1>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<?xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: %[[CST:[A-Za-z0-9_]+]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store %[[CST]], %[[V2]][%[[ARG4]]] : memref<?xf32, 1>
// CHECK-NEXT: scf.yield %[[V2]] : memref<?xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : memref<?xf32, 1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2xi1>) -> memref<8xi1> {
// CHECK-NEXT: %[[C2:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT: %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[C2]], %[[C4]] : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = scf.if %[[V0]] -> (memref<4xi1>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<4xi1>
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ALLOC]][0] [2] [1] : memref<4xi1> to memref<2xi1, strided<[1]>>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[SUBVIEW]] : memref<2xi1> to memref<2xi1, strided<[1]>>
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<2xi1>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<4xi1>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [4], strides: [1] : memref<2xi1> to memref<4xi1>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C4_0:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[C8:[A-Za-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[C4_0]], %[[C8]] : index
// CHECK-NEXT: %[[V3:[A-Za-z0-9_]+]] = scf.if %[[V2]] -> (memref<8xi1>) {
// CHECK-NEXT: %[[ALLOC]] = memref.alloc() : memref<8xi1>
// CHECK-NEXT: %[[SUBVIEW]] = memref.subview %[[ALLOC]][0] [4] [1] : memref<8xi1> to memref<4xi1, strided<[1]>>
// CHECK-NEXT: memref.copy %[[V1]], %[[SUBVIEW]] : memref<4xi1> to memref<4xi1, strided<[1]>>
// CHECK-NEXT: memref.dealloc %[[V1]] : memref<4xi1>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<8xi1>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST]] = memref.reinterpret_cast %[[V1]] to offset: [0], sizes: [8], strides: [1] : memref<4xi1> to memref<8xi1>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<8xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V3]] : memref<8xi1>
// CHECK-NEXT: }

func.func @in_loop(%init: memref<?xf32, 1>, %lb: index, %ub: index, %step: index) -> memref<?xf32, 1> {
  %res = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (memref<?xf32, 1>) {
    %bigger = memref.realloc %acc(%i) : memref<?xf32, 1> to memref<?xf32, 1>
    %cst = arith.constant 1.0 : f32
    memref.store %cst, %bigger[%i] : memref<?xf32, 1>
    scf.yield %bigger : memref<?xf32, 1>
  }
  return %res : memref<?xf32, 1>
}

func.func @twice(%buf: memref<2xi1>) -> memref<8xi1> {
  %a = memref.realloc %buf : memref<2xi1> to memref<4xi1>
  %b = memref.realloc %a : memref<4xi1> to memref<8xi1>
  return %b : memref<8xi1>
}
