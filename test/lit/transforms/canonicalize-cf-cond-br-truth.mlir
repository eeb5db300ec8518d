// cf.cond_br truth propagation: in a destination whose only predecessor edge
// is this branch, direct uses of the condition become `true` / `false`
// (not uses nested in regions, not destinations with other predecessors).
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  "test.use"(%c, %c) : (i1, i1) -> ()
  return
^bb2:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  "test.use"(%c) : (i1) -> ()
  return
}

func.func @shared_destination(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb2
^bb2:
  "test.use"(%c) : (i1) -> ()
  return
}

func.func @nested_use(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.for %i = %c0 to %n step %c1 {
    "test.use"(%c) : (i1) -> ()
  }
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @truth(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1) {
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant true
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant false
// CHECK-NEXT: cf.cond_br [[V0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"([[V1]]) : (i1) -> ()
// CHECK-NEXT: "test.use"([[V1]], [[V1]]) : (i1, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"([[V2]]) : (i1) -> ()
// CHECK-NEXT: "test.use"([[V2]]) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @shared_destination(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1) {
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant true
// CHECK-NEXT: cf.cond_br [[V0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"([[V1]]) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.use"([[V0]]) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @nested_use(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: index) {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: cf.cond_br [[V0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.for [[V4:%[a-zA-Z0-9_]+]] = [[V2]] to [[V1]] step [[V3]] {
// CHECK-NEXT: "test.use"([[V0]]) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
