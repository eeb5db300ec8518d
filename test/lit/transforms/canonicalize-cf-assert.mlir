// cf.assert of a constant (or folded) true condition is erased.
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: 42

func.func @asserts(%c: i1, %a: i64) -> i64 {
  %t = arith.constant true
  cf.assert %t, "always holds"
  %f = arith.constant false
  %b = arith.addi %a, %a : i64
  cf.assert %c, "may fail"
  return %b : i64
}

func.func @folded_condition(%a: i64) -> i64 {
  %x = arith.cmpi eq, %a, %a : i64
  cf.assert %x, "folds to true"
  return %a : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %a = arith.constant 21 : i64
  %r = call @asserts(%t, %a) : (i1, i64) -> i64
  %s = call @folded_condition(%r) : (i64) -> i64
  return %s : i64
}

// CHECK-LABEL: func.func @asserts(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V1]] : i64
// CHECK-NEXT: cf.assert [[V0]], "may fail"
// CHECK-NEXT: return [[V2]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @folded_condition(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: return [[V0]] : i64
// CHECK-NEXT: }

