// buffer-deallocation-simplification: when every retained value must be a memref freed under a true condition, the results become true and those memrefs are dropped.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @all_covered(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<4xi64>, %[[ARG1:[A-Za-z0-9_]+]]: memref<4xi64>, %[[ARG2:[A-Za-z0-9_]+]]: memref<4xi64>) -> (i1, i1) {
// CHECK-NEXT: %[[TRUE:[A-Za-z0-9_]+]] = arith.constant true
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]]:2 = bufferization.dealloc (%[[ARG2]] : memref<4xi64>) if (%[[TRUE]]) retain (%[[ARG1]], %[[ARG0]] : memref<4xi64>, memref<4xi64>)
// CHECK-NEXT: return %[[TRUE]], %[[TRUE]] : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_all_covered(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<4xi64>, %[[ARG1:[A-Za-z0-9_]+]]: memref<4xi64>, %[[ARG2:[A-Za-z0-9_]+]]: i1) -> (i1, i1) {
// CHECK-NEXT: %[[TRUE:[A-Za-z0-9_]+]] = arith.constant true
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]]:2 = bufferization.dealloc (%[[ARG0]], %[[ARG1]] : memref<4xi64>, memref<4xi64>) if (%[[TRUE]], %[[ARG2]]) retain (%[[ARG0]], %[[ARG1]] : memref<4xi64>, memref<4xi64>)
// CHECK-NEXT: return %[[TRUE]], %[[V0]]#1 : i1, i1
// CHECK-NEXT: }

func.func @all_covered(%x: memref<4xi64>, %y: memref<4xi64>, %z: memref<4xi64>) -> (i1, i1) {
  %true = arith.constant true
  %r:2 = bufferization.dealloc (%x, %y, %z : memref<4xi64>, memref<4xi64>, memref<4xi64>) if (%true, %true, %true) retain (%y, %x : memref<4xi64>, memref<4xi64>)
  return %r#0, %r#1 : i1, i1
}

func.func @not_all_covered(%x: memref<4xi64>, %y: memref<4xi64>, %c: i1) -> (i1, i1) {
  %true = arith.constant true
  %r:2 = bufferization.dealloc (%x, %y : memref<4xi64>, memref<4xi64>) if (%true, %c) retain (%x, %y : memref<4xi64>, memref<4xi64>)
  return %r#0, %r#1 : i1, i1
}
