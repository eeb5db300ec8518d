// bufferization-lower-deallocations: deallocs of at most one memref and nothing retained need no helper; an empty one becomes false constants.
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | FileCheck %s

// CHECK-LABEL: func.func @single(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<3x3xi64>, %[[ARG1:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT: scf.if %[[ARG1]] {
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<3x3xi64>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nothing_to_free(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xf32>, %[[ARG1:[A-Za-z0-9_]+]]: memref<1xi8>) -> (i1, i1) {
// CHECK-NEXT: %[[FALSE:[A-Za-z0-9_]+]] = arith.constant false
// CHECK-NEXT: return %[[FALSE]], %[[FALSE]] : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[FALSE:[A-Za-z0-9_]+]] = arith.constant false
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_region(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<5xf16>, %[[ARG1:[A-Za-z0-9_]+]]: i1, %[[ARG2:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT: scf.if %[[ARG2]] {
// CHECK-NEXT: scf.if %[[ARG1]] {
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<5xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @single(%buf: memref<3x3xi64>, %own: i1) {
  bufferization.dealloc (%buf : memref<3x3xi64>) if (%own)
  return
}

func.func @nothing_to_free(%a: memref<?xf32>, %b: memref<1xi8>) -> (i1, i1) {
  %res:2 = bufferization.dealloc retain (%a, %b : memref<?xf32>, memref<1xi8>)
  return %res#0, %res#1 : i1, i1
}

func.func @empty() {
  bufferization.dealloc
  return
}

func.func @in_region(%buf: memref<5xf16>, %own: i1, %flag: i1) {
  scf.if %flag {
    bufferization.dealloc (%buf : memref<5xf16>) if (%own)
  }
  return
}
