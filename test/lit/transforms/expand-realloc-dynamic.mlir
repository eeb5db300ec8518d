// expand-realloc: a dynamic size is read with memref.dim and passed to the new allocation.
// RUN: mlbuf-opt %s --expand-realloc | FileCheck %s

// CHECK-LABEL: func.func @dyn_to_dyn(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xi32>, %[[ARG1:[A-Za-z0-9_]+]]: index) -> memref<?xi32> {
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xi32>
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[DIM]], %[[ARG1]] : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = scf.if %[[V0]] -> (memref<?xi32>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[ARG1]]) : memref<?xi32>
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<?xi32> to memref<?xi32, strided<[1]>>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[SUBVIEW]] : memref<?xi32> to memref<?xi32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<?xi32>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<?xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [%[[ARG1]]], strides: [1] : memref<?xi32> to memref<?xi32>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_to_dyn(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<16xi8>, %[[ARG1:[A-Za-z0-9_]+]]: index) -> memref<?xi8> {
// CHECK-NEXT: %[[C16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[C16]], %[[ARG1]] : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = scf.if %[[V0]] -> (memref<?xi8>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[ARG1]]) : memref<?xi8>
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ALLOC]][0] [16] [1] : memref<?xi8> to memref<16xi8, strided<[1]>>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[SUBVIEW]] : memref<16xi8> to memref<16xi8, strided<[1]>>
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<16xi8>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<?xi8>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [%[[ARG1]]], strides: [1] : memref<16xi8> to memref<?xi8>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<?xi8>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : memref<?xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn_to_static(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xf64>) -> memref<32xf64> {
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xf64>
// CHECK-NEXT: %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[DIM]], %[[C32]] : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = scf.if %[[V0]] -> (memref<32xf64>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<32xf64>
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<32xf64> to memref<?xf64, strided<[1]>>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[SUBVIEW]] : memref<?xf64> to memref<?xf64, strided<[1]>>
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<?xf64>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<32xf64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [32], strides: [1] : memref<?xf64> to memref<32xf64>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<32xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : memref<32xf64>
// CHECK-NEXT: }

func.func @dyn_to_dyn(%buf: memref<?xi32>, %size: index) -> memref<?xi32> {
  %grown = memref.realloc %buf(%size) : memref<?xi32> to memref<?xi32>
  return %grown : memref<?xi32>
}

func.func @static_to_dyn(%buf: memref<16xi8>, %size: index) -> memref<?xi8> {
  %grown = memref.realloc %buf(%size) : memref<16xi8> to memref<?xi8>
  return %grown : memref<?xi8>
}

func.func @dyn_to_static(%buf: memref<?xf64>) -> memref<32xf64> {
  %grown = memref.realloc %buf : memref<?xf64> to memref<32xf64>
  return %grown : memref<32xf64>
}
