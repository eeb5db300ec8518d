// cf.switch canonicalization: only a default; cases matching the default;
// constant flags (wrapped to the flag width); pass-through destinations; a
// switch on the flag its single predecessor switched on (reached through a
// case / through the default). Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 4000994

func.func @only_default(%f: i32, %a: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i64)
  ]
^bb1(%x: i64):
  return %x : i64
}

func.func @drop_matching_default(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i64),
    1: ^bb1(%a : i64),
    2: ^bb2,
    3: ^bb1(%b : i64)
  ]
^bb1(%x: i64):
  return %x : i64
^bb2:
  %y = arith.muli %b, %b : i64
  return %y : i64
}

func.func @constant_flag(%a: i64, %b: i64) -> i64 {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i64),
    2: ^bb2,
    3: ^bb1(%b : i64)
  ]
^bb1(%x: i64):
  return %x : i64
^bb2:
  %y = arith.subi %a, %b : i64
  return %y : i64
}

func.func @constant_wrapped(%a: i64, %b: i64) -> i64 {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : i64),
    127: ^bb1(%b : i64),
    255: ^bb2
  ]
^bb1(%x: i64):
  return %x : i64
^bb2:
  %y = arith.subi %a, %b : i64
  return %y : i64
}

func.func @pass_through(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2(%a : i64),
    7: ^bb3
  ]
^bb1:
  cf.br ^bb4(%b : i64)
^bb2(%y: i64):
  cf.br ^bb4(%y : i64)
^bb3:
  %z = arith.addi %a, %b : i64
  cf.br ^bb4(%z : i64)
^bb4(%x: i64):
  return %x : i64
}

func.func @all_cases_pass_through(%f: i32, %a: i64) -> i64 {
  %t = arith.trunci %a : i64 to i32
  cf.switch %t : i32, [
    default: ^bb1,
    1: ^bb2,
    4: ^bb3
  ]
^bb1:
  cf.br ^bb4
^bb2:
  cf.br ^bb4
^bb3:
  cf.br ^bb4
^bb4:
  %r = arith.addi %a, %a : i64
  return %r : i64
}

func.func @same_flag(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  %u = arith.addi %a, %a : i64
  cf.switch %f : i32, [
    default: ^bb3(%u : i64),
    5: ^bb3(%b : i64),
    6: ^bb4
  ]
^bb2:
  %v = arith.muli %a, %b : i64
  cf.switch %f : i32, [
    default: ^bb3(%v : i64),
    5: ^bb4,
    6: ^bb3(%b : i64)
  ]
^bb3(%x: i64):
  return %x : i64
^bb4:
  %w = arith.subi %a, %b : i64
  return %w : i64
}

func.func @main() -> i64 {
  %a = arith.constant 3 : i64
  %b = arith.constant 10 : i64
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %k = arith.constant 100 : i64
  %r0 = call @only_default(%c1, %a) : (i32, i64) -> i64
  %r1 = call @drop_matching_default(%c2, %a, %b) : (i32, i64, i64) -> i64
  %r2 = call @drop_matching_default(%c3, %a, %b) : (i32, i64, i64) -> i64
  %r3 = call @constant_flag(%a, %b) : (i64, i64) -> i64
  %r4 = call @constant_wrapped(%a, %b) : (i64, i64) -> i64
  %r5 = call @pass_through(%c7, %a, %b) : (i32, i64, i64) -> i64
  %r6 = call @pass_through(%c5, %a, %b) : (i32, i64, i64) -> i64
  %r7 = call @all_cases_pass_through(%c1, %a) : (i32, i64) -> i64
  %r8 = call @same_flag(%c5, %a, %b) : (i32, i64, i64) -> i64
  %r9 = call @same_flag(%c6, %a, %b) : (i32, i64, i64) -> i64
  %s0 = arith.muli %r0, %k : i64
  %s1 = arith.addi %s0, %r1 : i64
  %s2 = arith.muli %s1, %k : i64
  %s3 = arith.addi %s2, %r2 : i64
  %s4 = arith.muli %s3, %k : i64
  %s5 = arith.addi %s4, %r3 : i64
  %s6 = arith.addi %s5, %r4 : i64
  %s7 = arith.addi %s6, %r5 : i64
  %s8 = arith.addi %s7, %r6 : i64
  %s9 = arith.addi %s8, %r7 : i64
  %s10 = arith.addi %s9, %r8 : i64
  %s11 = arith.addi %s10, %r9 : i64
  return %s11 : i64
}

// CHECK-LABEL: func.func @only_default(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: return [[V1]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @drop_matching_default(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb1([[V1]] : i64),
// CHECK-NEXT: 2: ^bb2,
// CHECK-NEXT: 3: ^bb1([[V2]] : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1([[V3:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return [[V3]] : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.muli [[V2]], [[V2]] : i64
// CHECK-NEXT: return [[V4]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @constant_flag(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i64, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.subi [[V0]], [[V1]] : i64
// CHECK-NEXT: return [[V2]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @constant_wrapped(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i64, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.subi [[V0]], [[V1]] : i64
// CHECK-NEXT: return [[V2]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @pass_through(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb2([[V2]] : i64),
// CHECK-NEXT: 5: ^bb2([[V1]] : i64),
// CHECK-NEXT: 7: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V2]] : i64
// CHECK-NEXT: cf.br ^bb2([[V3]] : i64)
// CHECK-NEXT: ^bb2([[V4:%[a-zA-Z0-9_]+]]: i64):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT: return [[V4]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @all_cases_pass_through(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V1]] : i64
// CHECK-NEXT: return [[V2]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @same_flag(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 5: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V1]] : i64
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb2([[V3]] : i64),
// CHECK-NEXT: 6: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2([[V4:%[a-zA-Z0-9_]+]]: i64):  // pred: ^bb1
// CHECK-NEXT: return [[V4]] : i64
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.subi [[V1]], [[V2]] : i64
// CHECK-NEXT: return [[V5]] : i64
// CHECK-NEXT: }

