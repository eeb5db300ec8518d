// cf branch patterns and region simplification; expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s

func.func @const_br(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// -----

func.func @merge(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %b = arith.addi %a, %a : i32
  return %b : i32
}

// -----

func.func @pass(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @same(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%r: i32):
  return %r : i32
}

// -----

func.func @deadarg(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2
^bb1(%a: i32, %b: i32):
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return %x : i32
}

// -----

func.func @unreach(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %z = arith.addi %x, %x : i32
  return %z : i32
}

// CHECK-LABEL: func.func @const_br(
// CHECK-NEXT: return [[V0:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @merge(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.addi [[V1:%[a-zA-Z0-9_]+]], [[V1]] : i32
// CHECK-NEXT: return [[V0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @pass(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.select [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]], [[V3:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: return [[V0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @same(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.select [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]], [[V3:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: return [[V0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @deadarg(
// CHECK-NEXT: cf.cond_br [[V0:%[a-zA-Z0-9_]+]], ^bb1([[V1:%[a-zA-Z0-9_]+]] : i32), ^bb2
// CHECK-NEXT: ^bb1([[V2:%[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: "test.use"([[V2]]) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return [[V1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @unreach(
// CHECK-NEXT: return [[V0:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
