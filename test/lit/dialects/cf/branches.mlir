// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// cf.br and cf.cond_br: successor operand lists, operandSegmentSizes in
// generic form, optional branch weights.

func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %c, ^bb2(%x : i32), ^bb3
^bb2(%z: i32):
  cf.cond_br %c weights([3, 5]), ^bb3, ^bb4(%z, %y : i32, f32) {foo.c}
^bb3:
  cf.br ^bb4(%a, %b : i32, f32) {foo.b}
^bb4(%r: i32, %s: f32):
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb3, ^bb4(%2, %1 : i32, f32) {foo.c}
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4(%arg1, %arg2 : i32, f32) {foo.b}
// CHECK-NEXT: ^bb4(%3: i32, %4: f32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i1, i32, f32) -> i32, sym_name = "branches"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: f32):
// GENERIC-NEXT: "cf.br"(%arg1, %arg2)[^bb1] : (i32, f32) -> ()
// GENERIC-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// GENERIC-NEXT: "cf.cond_br"(%arg0, %0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// GENERIC-NEXT: "cf.cond_br"(%arg0, %2, %1)[^bb3, ^bb4] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 0, 2>}> {foo.c} : (i1, i32, f32) -> ()
// GENERIC-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// GENERIC-NEXT: "cf.br"(%arg1, %arg2)[^bb4] {foo.b} : (i32, f32) -> ()
// GENERIC-NEXT: ^bb4(%3: i32, %4: f32):  // 2 preds: ^bb2, ^bb3
// GENERIC-NEXT: "func.return"(%3) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
