// region-simplify=aggressive: identical blocks with the same successors
// merge (differing outside operands become block arguments, duplicates
// pruned; not when results escape the block or successors differ), and
// block arguments every predecessor passes the same value for are dropped.
// The default (normal) level merges nothing. Expectations from upstream
// mlir-opt 22.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=aggressive | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=NORMAL
// NORMAL-LABEL: func.func @merge_adds(
// NORMAL: ^bb1:  // pred: ^bb0
// NORMAL: ^bb2:  // pred: ^bb0
// NORMAL: ^bb3({{.*}}: i32):  // 2 preds: ^bb1, ^bb2

func.func @merge_adds(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %a, %b : i32
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @merge_to_selects(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %b) : (i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%d, %d) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return %a : i32
}
func.func @switch_preds(%f: i32, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb4(%a : i32)
^bb2:
  "test.use"(%b) : (i32) -> ()
  cf.br ^bb4(%b : i32)
^bb3:
  "test.use"(%d) : (i32) -> ()
  cf.br ^bb4(%a : i32)
^bb4(%r: i32):
  return %r : i32
}

func.func @prune(%c: i1, %a: i32, %b: i32, %d: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %b, %a) : (i32, i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%d, %b, %d) : (i32, i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return
}
func.func @no_prune(%c: i1, %a: i32, %b: i32, %d: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%b, %d) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return
}
func.func @two_clusters(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4
  ]
^bb1:
  "test.x"(%a) : (i32) -> ()
  cf.br ^bb5
^bb2:
  "test.y"(%a) : (i32) -> ()
  cf.br ^bb5
^bb3:
  "test.x"(%b) : (i32) -> ()
  cf.br ^bb5
^bb4:
  "test.y"(%b) : (i32) -> ()
  cf.br ^bb5
^bb5:
  return
}
func.func @loop(%a: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%i: i32):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %x = "test.step"(%i) : (i32) -> i32
  cf.br ^bb1(%x : i32)
^bb3:
  %y = "test.step"(%n) : (i32) -> i32
  cf.br ^bb1(%y : i32)
}
func.func @used_outside(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "test.make"(%a) : (i32) -> i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = "test.make"(%a) : (i32) -> i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  "test.use"(%r) : (i32) -> ()
  return %r : i32
}
func.func @redundant_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  "test.foo"() : () -> ()
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  return %s : i32
}
func.func @different_successor_order(%c: i1, %d: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a) : (i32) -> ()
  cf.cond_br %d, ^bb3, ^bb4
^bb2:
  "test.use"(%a) : (i32) -> ()
  cf.cond_br %d, ^bb4, ^bb3
^bb3:
  return
^bb4:
  "test.z"() : () -> ()
  return
}
func.func @nested(%c: i1, %a: i32, %b: i32) {
  "test.region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.use"(%a) : (i32) -> ()
    cf.br ^bb3
  ^bb2:
    "test.use"(%b) : (i32) -> ()
    cf.br ^bb3
  ^bb3:
    "test.done"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @merge_adds(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V2]] : i32
// CHECK-NEXT: return [[V3]] : i32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @merge_to_selects(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32, [[V3:%[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.select [[V0]], [[V1]], [[V3]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.select [[V0]], [[V2]], [[V3]] : i32
// CHECK-NEXT: "test.use"([[V4]], [[V5]]) : (i32, i32) -> ()
// CHECK-NEXT: return [[V1]] : i32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @switch_preds(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32, [[V3:%[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb1([[V1]], [[V1]] : i32, i32),
// CHECK-NEXT: 1: ^bb1([[V2]], [[V2]] : i32, i32),
// CHECK-NEXT: 2: ^bb1([[V3]], [[V1]] : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1([[V4:%[a-zA-Z0-9_]+]]: i32, [[V5:%[a-zA-Z0-9_]+]]: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: "test.use"([[V4]]) : (i32) -> ()
// CHECK-NEXT: return [[V5]] : i32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @prune(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32, [[V3:%[a-zA-Z0-9_]+]]: i32) {
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.select [[V0]], [[V1]], [[V3]] : i32
// CHECK-NEXT: "test.use"([[V4]], [[V2]], [[V4]]) : (i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @no_prune(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32, [[V3:%[a-zA-Z0-9_]+]]: i32) {
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.select [[V0]], [[V1]], [[V2]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.select [[V0]], [[V1]], [[V3]] : i32
// CHECK-NEXT: "test.use"([[V4]], [[V5]]) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @two_clusters(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32) {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb1([[V1]] : i32),
// CHECK-NEXT: 1: ^bb2([[V1]] : i32),
// CHECK-NEXT: 2: ^bb1([[V2]] : i32),
// CHECK-NEXT: 3: ^bb2([[V2]] : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1([[V3:%[a-zA-Z0-9_]+]]: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.x"([[V3]]) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2([[V4:%[a-zA-Z0-9_]+]]: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.y"([[V4]]) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1([[V0]] : i32)
// CHECK-NEXT: ^bb1([[V2:%[a-zA-Z0-9_]+]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.cmpi slt, [[V2]], [[V1]] : i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.select [[V3]], [[V2]], [[V1]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "test.step"([[V4]]) : (i32) -> i32
// CHECK-NEXT: cf.br ^bb1([[V5]] : i32)
// CHECK-NEXT: }

// CHECK-LABEL: func.func @used_outside(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "test.make"([[V1]]) : (i32) -> i32
// CHECK-NEXT: "test.use"([[V2]]) : (i32) -> ()
// CHECK-NEXT: return [[V2]] : i32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @redundant_args(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK-NEXT: cf.cond_br [[V0]], ^bb2([[V2]] : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.br ^bb2([[V1]] : i32)
// CHECK-NEXT: ^bb2([[V3:%[a-zA-Z0-9_]+]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V3]] : i32
// CHECK-NEXT: return [[V4]] : i32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @different_successor_order(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i1, [[V2:%[a-zA-Z0-9_]+]]: i32) {
// CHECK-NEXT: cf.cond_br [[V0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"([[V2]]) : (i32) -> ()
// CHECK-NEXT: cf.cond_br [[V1]], ^bb3, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"([[V2]]) : (i32) -> ()
// CHECK-NEXT: cf.cond_br [[V1]], ^bb4, ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.z"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @nested(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i1, [[V1:%[a-zA-Z0-9_]+]]: i32, [[V2:%[a-zA-Z0-9_]+]]: i32) {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.select [[V0]], [[V1]], [[V2]] : i32
// CHECK-NEXT: "test.use"([[V3]]) : (i32) -> ()
// CHECK-NEXT: "test.done"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

