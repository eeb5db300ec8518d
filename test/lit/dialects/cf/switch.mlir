// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// cf.switch: multi-line case list, case values printed as unsigned values
// of the flag width, case_values/case_operand_segments properties.

func.func @switch(%flag: i32, %a: i64, %small: i8) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i64),
    42: ^bb2,
    -1: ^bb1(%a : i64),
    -2147483648: ^bb2
  ]
^bb1(%x: i64):
  cf.switch %small : i8, [
    default: ^bb2,
    7: ^bb2,
    7: ^bb3
  ] {foo.s}
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3
  ]
^bb3:
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @switch(%arg0: i32, %arg1: i64, %arg2: i8) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i64),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 4294967295: ^bb1(%arg1 : i64),
// CHECK-NEXT: 2147483648: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg2 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 7: ^bb2,
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ] {foo.s}
// CHECK-NEXT: ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, i64, i8) -> (), sym_name = "switch"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i64, %arg2: i8):
// GENERIC-NEXT: "cf.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 1, 0>, case_values = dense<[42, -1, -2147483648]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i64, i64) -> ()
// GENERIC-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT: "cf.switch"(%arg2)[^bb2, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<7> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> {foo.s} : (i8) -> ()
// GENERIC-NEXT: ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
// GENERIC-NEXT: "cf.switch"(%arg0)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// GENERIC-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
