// region-simplify=aggressive on programs that run: merged blocks turn into
// selects, switch cases sharing a merged block, a dropped redundant
// argument, merged loop bodies. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize=region-simplify=aggressive | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize=region-simplify=aggressive | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 153498017821

func.func @merge_to_select(%c: i1, %a: i64, %b: i64, %d: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.muli %a, %b : i64
  cf.br ^bb3(%x : i64)
^bb2:
  %y = arith.muli %d, %b : i64
  cf.br ^bb3(%y : i64)
^bb3(%r: i64):
  return %r : i64
}

func.func @switch_clusters(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4
  ]
^bb1:
  %p = arith.addi %a, %a : i64
  cf.br ^bb5(%p : i64)
^bb2:
  %q = arith.subi %a, %b : i64
  cf.br ^bb5(%q : i64)
^bb3:
  %r = arith.addi %b, %b : i64
  cf.br ^bb5(%r : i64)
^bb4:
  %s = arith.subi %b, %a : i64
  cf.br ^bb5(%s : i64)
^bb5(%v: i64):
  return %v : i64
}

func.func @redundant_args(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^bb2(%a, %b : i64, i64), ^bb1
^bb1:
  %m = arith.muli %b, %b : i64
  cf.br ^bb2(%a, %m : i64, i64)
^bb2(%x: i64, %y: i64):
  %s = arith.subi %x, %y : i64
  return %s : i64
}

func.func @loop(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  cf.br ^bb1(%c0, %c0 : i64, i64)
^bb1(%i: i64, %acc: i64):
  %done = arith.cmpi sge, %i, %n : i64
  cf.cond_br %done, ^bb4(%acc : i64), ^bb5
^bb5:
  %odd = arith.remsi %i, %c2 : i64
  %t = arith.trunci %odd : i64 to i1
  cf.cond_br %t, ^bb2, ^bb3
^bb2:
  %x = arith.addi %acc, %i : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^bb1(%i2, %x : i64, i64)
^bb3:
  %y = arith.addi %acc, %c1 : i64
  %i3 = arith.addi %i, %c1 : i64
  cf.br ^bb1(%i3, %y : i64, i64)
^bb4(%r: i64):
  return %r : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 3 : i64
  %b = arith.constant 5 : i64
  %d = arith.constant 7 : i64
  %n = arith.constant 9 : i64
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %k = arith.constant 100 : i64
  %r0 = call @merge_to_select(%t, %a, %b, %d) : (i1, i64, i64, i64) -> i64
  %r1 = call @merge_to_select(%f, %a, %b, %d) : (i1, i64, i64, i64) -> i64
  %r2 = call @switch_clusters(%c1, %a, %b) : (i32, i64, i64) -> i64
  %r3 = call @switch_clusters(%c3, %a, %b) : (i32, i64, i64) -> i64
  %r4 = call @redundant_args(%f, %a, %b) : (i1, i64, i64) -> i64
  %r5 = call @loop(%n) : (i64) -> i64
  %s0 = arith.muli %r0, %k : i64
  %s1 = arith.addi %s0, %r1 : i64
  %s2 = arith.muli %s1, %k : i64
  %s3 = arith.addi %s2, %r2 : i64
  %s4 = arith.muli %s3, %k : i64
  %s5 = arith.addi %s4, %r3 : i64
  %s6 = arith.muli %s5, %k : i64
  %s7 = arith.addi %s6, %r4 : i64
  %s8 = arith.muli %s7, %k : i64
  %s9 = arith.addi %s8, %r5 : i64
  return %s9 : i64
}

// CHECK-LABEL: func.func @merge_to_select(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64, [[V3:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.select [[V0]], [[V1]], [[V3]] : i64
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.muli [[V4]], [[V2]] : i64
// CHECK-NEXT: return [[V5]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @switch_clusters(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb1([[V1]] : i64),
// CHECK-NEXT: 1: ^bb2([[V1]], [[V2]] : i64, i64),
// CHECK-NEXT: 2: ^bb1([[V2]] : i64),
// CHECK-NEXT: 3: ^bb2([[V2]], [[V1]] : i64, i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1([[V3:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.addi [[V3]], [[V3]] : i64
// CHECK-NEXT: cf.br ^bb3([[V4]] : i64)
// CHECK-NEXT: ^bb2([[V5:%[a-zA-Z0-9_]+]]: i64, [[V6:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = arith.subi [[V5]], [[V6]] : i64
// CHECK-NEXT: cf.br ^bb3([[V7]] : i64)
// CHECK-NEXT: ^bb3([[V8:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return [[V8]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @redundant_args(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.cond_br [[V0]], ^bb2([[V2]] : i64), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.muli [[V2]], [[V2]] : i64
// CHECK-NEXT: cf.br ^bb2([[V3]] : i64)
// CHECK-NEXT: ^bb2([[V4:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.subi [[V1]], [[V4]] : i64
// CHECK-NEXT: return [[V5]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 0 : i64
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 1 : i64
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.constant 2 : i64
// CHECK-NEXT: cf.br ^bb1([[V1]], [[V1]] : i64, i64)
// CHECK-NEXT: ^bb1([[V4:%[a-zA-Z0-9_]+]]: i64, [[V5:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.cmpi sge, [[V4]], [[V0]] : i64
// CHECK-NEXT: cf.cond_br [[V6]], ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = arith.remsi [[V4]], [[V3]] : i64
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = arith.trunci [[V7]] : i64 to i1
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_]+]] = arith.select [[V8]], [[V4]], [[V2]] : i64
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = arith.addi [[V5]], [[V9]] : i64
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_]+]] = arith.addi [[V4]], [[V2]] : i64
// CHECK-NEXT: cf.br ^bb1([[V11]], [[V10]] : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return [[V5]] : i64
// CHECK-NEXT: }

