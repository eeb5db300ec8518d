// buffer-deallocation-simplification: a memref that is also retained (or whose metadata base is) is dropped; the retained result absorbs its condition.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @self_retained(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<8xi8>, %[[ARG1:[A-Za-z0-9_]+]]: i1) -> i1 {
// CHECK-NEXT: return %[[ARG1]] : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_memrefs(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<8xi8>, %[[ARG1:[A-Za-z0-9_]+]]: memref<8xi8>, %[[ARG2:[A-Za-z0-9_]+]]: i1, %[[ARG3:[A-Za-z0-9_]+]]: i1) -> i1 {
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = bufferization.dealloc (%[[ARG1]] : memref<8xi8>) if (%[[ARG3]]) retain (%[[ARG0]] : memref<8xi8>)
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = arith.ori %[[V0]], %[[ARG2]] : i1
// CHECK-NEXT: return %[[V1]] : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @through_metadata(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1) -> (memref<3xf16>, i1) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<3xf16>
// CHECK-NEXT: return %[[ALLOC]], %[[ARG0]] : memref<3xf16>, i1
// CHECK-NEXT: }

func.func @self_retained(%buf: memref<8xi8>, %own: i1) -> i1 {
  %r = bufferization.dealloc (%buf : memref<8xi8>) if (%own) retain (%buf : memref<8xi8>)
  return %r : i1
}

func.func @two_memrefs(%buf: memref<8xi8>, %other: memref<8xi8>, %o1: i1, %o2: i1) -> i1 {
  %r = bufferization.dealloc (%buf, %other : memref<8xi8>, memref<8xi8>) if (%o1, %o2) retain (%buf : memref<8xi8>)
  return %r : i1
}

func.func @through_metadata(%own: i1) -> (memref<3xf16>, i1) {
  %a = memref.alloc() : memref<3xf16>
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<3xf16> -> memref<f16>, index, index, index
  %r = bufferization.dealloc (%base : memref<f16>) if (%own) retain (%a : memref<3xf16>)
  return %a, %r : memref<3xf16>, i1
}
