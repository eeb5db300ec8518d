// buffer-deallocation-simplification: memrefs that cannot alias the others get deallocs of their own; the results are or'ed.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @split_fresh(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1, %[[ARG1:[A-Za-z0-9_]+]]: i1, %[[ARG2:[A-Za-z0-9_]+]]: i1, %[[ARG3:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG4:[A-Za-z0-9_]+]]: memref<2xf32>) -> i1 {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %[[ALLOC_0:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%[[ALLOC]], %[[ALLOC_0]]) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = bufferization.dealloc (%[[ARG3]] : memref<2xf32>) if (%[[ARG0]]) retain (%[[ARG4]] : memref<2xf32>)
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC]] : memref<2xf32>) if (%[[ARG1]])
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC_0]] : memref<2xf32>) if (%[[ARG2]])
// CHECK-NEXT: return %[[V0]] : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_split(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG1:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG2:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT: bufferization.dealloc (%[[ARG0]], %[[ARG1]] : memref<2xf32>, memref<2xf32>) if (%[[ARG2]], %[[ARG2]])
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @split_fresh(%o1: i1, %o2: i1, %o3: i1, %arg: memref<2xf32>, %keep: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<2xf32>) -> ()
  %r = bufferization.dealloc (%arg, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%o1, %o2, %o3) retain (%keep : memref<2xf32>)
  return %r : i1
}

func.func @no_split(%x: memref<2xf32>, %y: memref<2xf32>, %o: i1) {
  bufferization.dealloc (%x, %y : memref<2xf32>, memref<2xf32>) if (%o, %o)
  return
}
