// buffer-deallocation-simplification: an allocation nested in the block of a block argument cannot be that argument; loop-carried buffers stay may-alias otherwise.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @loop_carried(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: index, %[[ARG1:[A-Za-z0-9_]+]]: index, %[[ARG2:[A-Za-z0-9_]+]]: index, %[[ARG3:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG4:[A-Za-z0-9_]+]]: i1) -> memref<2xf32> {
// CHECK-NEXT: %[[FALSE:[A-Za-z0-9_]+]] = arith.constant false
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = scf.for %[[ARG5:[A-Za-z0-9_]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG6:[A-Za-z0-9_]+]] = %[[ARG3]]) -> (memref<2xf32>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %[[ARG6]], %[[ALLOC]] : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: bufferization.dealloc (%[[ARG6]] : memref<2xf32>) if (%[[ARG4]])
// CHECK-NEXT: "test.use"(%[[FALSE]]) : (i1) -> ()
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branch_arg(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: i1, %[[ARG1:[A-Za-z0-9_]+]]: i1, %[[ARG2:[A-Za-z0-9_]+]]: memref<2xf32>) -> i1 {
// CHECK-NEXT: cf.br ^bb1(%[[ARG2]] : memref<2xf32>)
// CHECK-NEXT: ^bb1(%[[V0:[A-Za-z0-9_]+]]: memref<2xf32>):  // pred: ^bb0
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%[[ALLOC]]) : (memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%[[V0]] : memref<2xf32>) if (%[[ARG1]])
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC]] : memref<2xf32>) if (%[[ARG0]])
// CHECK-NEXT: return %[[ARG1]] : i1
// CHECK-NEXT: }

func.func @loop_carried(%lb: index, %ub: index, %step: index, %init: memref<2xf32>, %own: i1) -> memref<2xf32> {
  %res = scf.for %i = %lb to %ub step %step iter_args(%cur = %init) -> memref<2xf32> {
    %next = memref.alloc() : memref<2xf32>
    memref.copy %cur, %next : memref<2xf32> to memref<2xf32>
    %r = bufferization.dealloc (%cur : memref<2xf32>) if (%own) retain (%next : memref<2xf32>)
    "test.use"(%r) : (i1) -> ()
    scf.yield %next : memref<2xf32>
  }
  return %res : memref<2xf32>
}

func.func @branch_arg(%c: i1, %own: i1, %arg: memref<2xf32>) -> i1 {
  cf.br ^bb1(%arg : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  bufferization.dealloc (%m, %a : memref<2xf32>, memref<2xf32>) if (%own, %c)
  return %own : i1
}
