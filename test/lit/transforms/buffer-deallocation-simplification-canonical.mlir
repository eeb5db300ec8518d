// buffer-deallocation-simplification also applies bufferization.dealloc's canonicalization patterns and folds every op.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @duplicates(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG1:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG2:[A-Za-z0-9_]+]]: i1, %[[ARG3:[A-Za-z0-9_]+]]: i1) -> (i1, i1) {
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.ori %[[ARG2]], %[[ARG3]] : i1
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = bufferization.dealloc (%[[ARG0]] : memref<2xf32>) if (%[[V0]]) retain (%[[ARG1]] : memref<2xf32>)
// CHECK-NEXT: return %[[V1]], %[[V1]] : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @false_condition(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG1:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG2:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT: bufferization.dealloc (%[[ARG1]] : memref<2xf32>) if (%[[ARG2]])
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nothing_freed(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2xf32>) -> i1 {
// CHECK-NEXT: %[[FALSE:[A-Za-z0-9_]+]] = arith.constant false
// CHECK-NEXT: return %[[FALSE]] : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_alloc(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG1:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT: bufferization.dealloc (%[[ARG0]] : memref<2xf32>) if (%[[ARG1]])
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_alloc(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<2x2xf32>
// CHECK-NEXT: "test.use"(%[[ALLOC]]) : (memref<2x2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC]] : memref<2x2xf32>) if (%[[ARG0]])
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @duplicates(%x: memref<2xf32>, %y: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1) {
  %r:2 = bufferization.dealloc (%x, %x : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%y, %y : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}

func.func @false_condition(%x: memref<2xf32>, %y: memref<2xf32>, %c: i1) {
  %false = arith.constant false
  bufferization.dealloc (%x, %y : memref<2xf32>, memref<2xf32>) if (%false, %c)
  return
}

func.func @nothing_freed(%y: memref<2xf32>) -> i1 {
  %r = bufferization.dealloc retain (%y : memref<2xf32>)
  return %r : i1
}

func.func @unused_alloc(%x: memref<2xf32>, %c: i1) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %x : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

func.func @metadata_of_alloc(%c: i1) {
  %a = memref.alloc() : memref<2x2xf32>
  "test.use"(%a) : (memref<2x2xf32>) -> ()
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<2x2xf32> -> memref<f32>, index, index, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}
