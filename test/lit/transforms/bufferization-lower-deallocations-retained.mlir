// bufferization-lower-deallocations: one memref with retained values compares base pointers inline.
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | FileCheck %s

// CHECK-LABEL: func.func @retain_one(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xf32>, %[[ARG1:[A-Za-z0-9_]+]]: i1, %[[ARG2:[A-Za-z0-9_]+]]: memref<?xf32>) -> i1 {
// CHECK-NEXT: %[[INTPTR:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<?xf32> -> index
// CHECK-NEXT: %[[INTPTR_0:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG2]] : memref<?xf32> -> index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ne, %[[INTPTR]], %[[INTPTR_0]] : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = arith.andi %[[V0]], %[[ARG1]] : i1
// CHECK-NEXT: scf.if %[[V1]] {
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[TRUE:[A-Za-z0-9_]+]] = arith.constant true
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = arith.xori %[[V0]], %[[TRUE]] : i1
// CHECK-NEXT: %[[V3:[A-Za-z0-9_]+]] = arith.andi %[[V2]], %[[ARG1]] : i1
// CHECK-NEXT: return %[[V3]] : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @retain_three(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<4xi32>, %[[ARG1:[A-Za-z0-9_]+]]: i1, %[[ARG2:[A-Za-z0-9_]+]]: memref<4xi32>, %[[ARG3:[A-Za-z0-9_]+]]: memref<2xf64>, %[[ARG4:[A-Za-z0-9_]+]]: memref<i1>) -> (i1, i1, i1) {
// CHECK-NEXT: %[[INTPTR:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xi32> -> index
// CHECK-NEXT: %[[INTPTR_0:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG2]] : memref<4xi32> -> index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ne, %[[INTPTR]], %[[INTPTR_0]] : index
// CHECK-NEXT: %[[INTPTR_1:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG3]] : memref<2xf64> -> index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = arith.cmpi ne, %[[INTPTR]], %[[INTPTR_1]] : index
// CHECK-NEXT: %[[INTPTR_2:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG4]] : memref<i1> -> index
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = arith.cmpi ne, %[[INTPTR]], %[[INTPTR_2]] : index
// CHECK-NEXT: %[[V3:[A-Za-z0-9_]+]] = arith.andi %[[V0]], %[[V1]] : i1
// CHECK-NEXT: %[[V4:[A-Za-z0-9_]+]] = arith.andi %[[V3]], %[[V2]] : i1
// CHECK-NEXT: %[[V5:[A-Za-z0-9_]+]] = arith.andi %[[V4]], %[[ARG1]] : i1
// CHECK-NEXT: scf.if %[[V5]] {
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[TRUE:[A-Za-z0-9_]+]] = arith.constant true
// CHECK-NEXT: %[[V6:[A-Za-z0-9_]+]] = arith.xori %[[V0]], %[[TRUE]] : i1
// CHECK-NEXT: %[[V7:[A-Za-z0-9_]+]] = arith.andi %[[V6]], %[[ARG1]] : i1
// CHECK-NEXT: %[[V8:[A-Za-z0-9_]+]] = arith.xori %[[V1]], %[[TRUE]] : i1
// CHECK-NEXT: %[[V9:[A-Za-z0-9_]+]] = arith.andi %[[V8]], %[[ARG1]] : i1
// CHECK-NEXT: %[[V10:[A-Za-z0-9_]+]] = arith.xori %[[V2]], %[[TRUE]] : i1
// CHECK-NEXT: %[[V11:[A-Za-z0-9_]+]] = arith.andi %[[V10]], %[[ARG1]] : i1
// CHECK-NEXT: return %[[V7]], %[[V9]], %[[V11]] : i1, i1, i1
// CHECK-NEXT: }

func.func @retain_one(%buf: memref<?xf32>, %own: i1, %keep: memref<?xf32>) -> i1 {
  %r = bufferization.dealloc (%buf : memref<?xf32>) if (%own) retain (%keep : memref<?xf32>)
  return %r : i1
}

func.func @retain_three(%buf: memref<4xi32>, %own: i1, %k0: memref<4xi32>, %k1: memref<2xf64>, %k2: memref<i1>) -> (i1, i1, i1) {
  %r:3 = bufferization.dealloc (%buf : memref<4xi32>) if (%own) retain (%k0, %k1, %k2 : memref<4xi32>, memref<2xf64>, memref<i1>)
  return %r#0, %r#1, %r#2 : i1, i1, i1
}
