// cf.cond_br on the condition its single predecessor branched on takes the
// edge that predecessor took; uses of the condition in a destination reached
// only through one edge become true / false (here folded further).
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 12035008013

func.func @same_condition(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i64
  cf.cond_br %c, ^bb3(%x : i64), ^bb3(%b : i64)
^bb2:
  %y = arith.muli %a, %b : i64
  cf.cond_br %c, ^bb4, ^bb3(%y : i64)
^bb3(%r: i64):
  return %r : i64
^bb4:
  %z = arith.subi %a, %b : i64
  return %z : i64
}

func.func @truth(%c: i1, %a: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = arith.extui %c : i1 to i64
  %s = arith.select %c, %a, %e : i64
  %r = arith.addi %s, %e : i64
  return %r : i64
^bb2:
  %f = arith.extui %c : i1 to i64
  %g = arith.subi %a, %f : i64
  return %g : i64
}

func.func @truth_two_preds(%c: i1, %a: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = arith.extui %c : i1 to i64
  %r = arith.addi %a, %e : i64
  cf.br ^bb2
^bb2:
  %f = arith.extui %c : i1 to i64
  %g = arith.subi %a, %f : i64
  return %g : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 7 : i64
  %b = arith.constant 5 : i64
  %k = arith.constant 1000 : i64
  %r0 = call @same_condition(%t, %a, %b) : (i1, i64, i64) -> i64
  %r1 = call @same_condition(%f, %a, %b) : (i1, i64, i64) -> i64
  %r2 = call @truth(%t, %a) : (i1, i64) -> i64
  %r3 = call @truth(%f, %a) : (i1, i64) -> i64
  %r4 = call @truth_two_preds(%t, %a) : (i1, i64) -> i64
  %s0 = arith.muli %r0, %k : i64
  %s1 = arith.addi %s0, %r1 : i64
  %s2 = arith.muli %s1, %k : i64
  %s3 = arith.addi %s2, %r2 : i64
  %s4 = arith.muli %s3, %k : i64
  %s5 = arith.addi %s4, %r3 : i64
  %s6 = arith.addi %s5, %r4 : i64
  return %s6 : i64
}

// CHECK-LABEL: func.func @same_condition(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.cond_br [[V0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V2]] : i64
// CHECK-NEXT: cf.br ^bb3([[V3]] : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.muli [[V1]], [[V2]] : i64
// CHECK-NEXT: cf.br ^bb3([[V4]] : i64)
// CHECK-NEXT: ^bb3([[V5:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return [[V5]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @truth(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 1 : i64
// CHECK-NEXT: cf.cond_br [[V0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V2]] : i64
// CHECK-NEXT: return [[V3]] : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return [[V1]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @truth_two_preds(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.extui [[V0]] : i1 to i64
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.subi [[V1]], [[V2]] : i64
// CHECK-NEXT: return [[V3]] : i64
// CHECK-NEXT: }

