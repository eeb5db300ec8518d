// buffer-deallocation-simplification: retained values that cannot be any freed allocation are dropped and their results become false.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @fresh_vs_arg(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1, %[[ARG1:[A-Za-z0-9_]+]]: memref<5xi32>) -> (i1, i1) {
// CHECK-NEXT: %[[FALSE:[A-Za-z0-9_]+]] = arith.constant false
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<5xi32>
// CHECK-NEXT: "test.use"(%[[ALLOC]]) : (memref<5xi32>) -> ()
// CHECK-NEXT: return %[[FALSE]], %[[ARG0]] : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_fresh(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1) -> (memref<5xi32>, i1) {
// CHECK-NEXT: %[[FALSE:[A-Za-z0-9_]+]] = arith.constant false
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<5xi32>
// CHECK-NEXT: %[[ALLOC_0:[A-Za-z0-9_]+]] = memref.alloc() : memref<5xi32>
// CHECK-NEXT: "test.use"(%[[ALLOC]]) : (memref<5xi32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC]] : memref<5xi32>) if (%[[ARG0]])
// CHECK-NEXT: return %[[ALLOC_0]], %[[FALSE]] : memref<5xi32>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @may_alias_args(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<5xi32>, %[[ARG1:[A-Za-z0-9_]+]]: i1, %[[ARG2:[A-Za-z0-9_]+]]: memref<5xi32>) -> i1 {
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = bufferization.dealloc (%[[ARG0]] : memref<5xi32>) if (%[[ARG1]]) retain (%[[ARG2]] : memref<5xi32>)
// CHECK-NEXT: return %[[V0]] : i1
// CHECK-NEXT: }

func.func @fresh_vs_arg(%own: i1, %keep: memref<5xi32>) -> (i1, i1) {
  %a = memref.alloc() : memref<5xi32>
  "test.use"(%a) : (memref<5xi32>) -> ()
  %r:2 = bufferization.dealloc (%a : memref<5xi32>) if (%own) retain (%keep, %a : memref<5xi32>, memref<5xi32>)
  return %r#0, %r#1 : i1, i1
}

func.func @two_fresh(%own: i1) -> (memref<5xi32>, i1) {
  %a = memref.alloc() : memref<5xi32>
  %b = memref.alloc() : memref<5xi32>
  "test.use"(%a) : (memref<5xi32>) -> ()
  %r = bufferization.dealloc (%a : memref<5xi32>) if (%own) retain (%b : memref<5xi32>)
  return %b, %r : memref<5xi32>, i1
}

func.func @may_alias_args(%m: memref<5xi32>, %own: i1, %keep: memref<5xi32>) -> i1 {
  %r = bufferization.dealloc (%m : memref<5xi32>) if (%own) retain (%keep : memref<5xi32>)
  return %r : i1
}
