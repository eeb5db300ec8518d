// buffer-deallocation-simplification: buffers from unknown ops and globals may be anything; nothing is dropped for them.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s

// CHECK: memref.global "private" @g0 : memref<2xf32> = uninitialized
// CHECK-NEXT: memref.global "private" @g1 : memref<2xf32> = uninitialized
// CHECK-LABEL: func.func @unknown_op(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1) -> i1 {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = "test.produce"() : () -> memref<2xf32>
// CHECK-NEXT: "test.use"(%[[ALLOC]]) : (memref<2xf32>) -> ()
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = bufferization.dealloc (%[[ALLOC]] : memref<2xf32>) if (%[[ARG0]]) retain (%[[V0]] : memref<2xf32>)
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = arith.ori %[[V1]], %[[ARG0]] : i1
// CHECK-NEXT: return %[[V2]] : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @globals(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1) -> i1 {
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = memref.get_global @g0 : memref<2xf32>
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = memref.get_global @g1 : memref<2xf32>
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = bufferization.dealloc (%[[V0]] : memref<2xf32>) if (%[[ARG0]]) retain (%[[V1]] : memref<2xf32>)
// CHECK-NEXT: return %[[V2]] : i1
// CHECK-NEXT: }

memref.global "private" @g0 : memref<2xf32> = uninitialized
memref.global "private" @g1 : memref<2xf32> = uninitialized

func.func @unknown_op(%own: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %u = "test.produce"() : () -> memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  %r = bufferization.dealloc (%a, %u : memref<2xf32>, memref<2xf32>) if (%own, %own) retain (%u : memref<2xf32>)
  return %r : i1
}

func.func @globals(%own: i1) -> i1 {
  %x = memref.get_global @g0 : memref<2xf32>
  %y = memref.get_global @g1 : memref<2xf32>
  %r = bufferization.dealloc (%x : memref<2xf32>) if (%own) retain (%y : memref<2xf32>)
  return %r : i1
}
