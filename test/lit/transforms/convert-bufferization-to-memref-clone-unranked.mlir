// convert-bufferization-to-memref: an unranked clone collects its shape in a loop and reshapes a flat allocation.
// RUN: mlbuf-opt %s --convert-bufferization-to-memref | FileCheck %s

// CHECK-LABEL: func.func @unranked(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<*xi32>) -> memref<*xi32> {
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = memref.rank %[[ARG0]] : memref<*xi32>
// CHECK-NEXT: %[[ALLOCA:[A-Za-z0-9_]+]] = memref.alloca(%[[V0]]) : memref<?xindex>
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = scf.for %[[ARG1:[A-Za-z0-9_]+]] = %[[C0]] to %[[V0]] step %[[C1]] iter_args(%[[ARG2:[A-Za-z0-9_]+]] = %[[C1]]) -> (index) {
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[ARG1]] : memref<*xi32>
// CHECK-NEXT: memref.store %[[DIM]], %[[ALLOCA]][%[[ARG1]]] : memref<?xindex>
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = arith.muli %[[ARG2]], %[[DIM]] : index
// CHECK-NEXT: scf.yield %[[V2]] : index
// CHECK-NEXT: }
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc(%[[V1]]) : memref<?xi32>
// CHECK-NEXT: %[[RESHAPE:[A-Za-z0-9_]+]] = memref.reshape %[[ALLOC]](%[[ALLOCA]]) : (memref<?xi32>, memref<?xindex>) -> memref<*xi32>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[RESHAPE]] : memref<*xi32> to memref<*xi32>
// CHECK-NEXT: return %[[RESHAPE]] : memref<*xi32>
// CHECK-NEXT: }

func.func @unranked(%src: memref<*xi32>) -> memref<*xi32> {
  %c = bufferization.clone %src : memref<*xi32> to memref<*xi32>
  return %c : memref<*xi32>
}
