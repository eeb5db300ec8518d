// Region DCE drops dead block arguments fed by cf.switch, default and case
// operands alike (case_operand_segments shrinks with them), also around a
// loop. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 36160206
// GEN: "cf.switch"({{.*}})[{{.*}}] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[1, 2, 3]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}>
// GEN: "cf.switch"({{.*}})[{{.*}}] <{case_operand_segments = array<i32: 1>, case_values = dense<4> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}>
// GEN: "cf.switch"({{.*}})[{{.*}}] <{case_operand_segments = array<i32: 1>, case_values = dense<9> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}>

func.func @dead_case_operands(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i64, i64),
    1: ^bb1(%b, %a : i64, i64),
    2: ^bb2(%a, %b : i64, i64),
    3: ^bb2(%b, %b : i64, i64)
  ]
^bb1(%x: i64, %y: i64):
  %p = arith.muli %x, %x : i64
  return %p : i64
^bb2(%u: i64, %v: i64):
  %q = arith.subi %a, %v : i64
  return %q : i64
}

func.func @dead_loop_carried(%f: i32, %a: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1(%a, %a : i64, i64),
    4: ^bb2(%a : i64)
  ]
^bb1(%x: i64, %unused: i64):
  %t = arith.trunci %x : i64 to i32
  %y = arith.addi %unused, %x : i64
  cf.switch %t : i32, [
    default: ^bb2(%x : i64),
    9: ^bb1(%x, %y : i64, i64)
  ]
^bb2(%r: i64):
  return %r : i64
}

func.func @main() -> i64 {
  %a = arith.constant 6 : i64
  %b = arith.constant 4 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %k = arith.constant 100 : i64
  %r0 = call @dead_case_operands(%c0, %a, %b) : (i32, i64, i64) -> i64
  %r1 = call @dead_case_operands(%c1, %a, %b) : (i32, i64, i64) -> i64
  %r2 = call @dead_case_operands(%c3, %a, %b) : (i32, i64, i64) -> i64
  %r3 = call @dead_loop_carried(%c0, %a) : (i32, i64) -> i64
  %s0 = arith.muli %r0, %k : i64
  %s1 = arith.addi %s0, %r1 : i64
  %s2 = arith.muli %s1, %k : i64
  %s3 = arith.addi %s2, %r2 : i64
  %s4 = arith.muli %s3, %k : i64
  %s5 = arith.addi %s4, %r3 : i64
  return %s5 : i64
}

// CHECK-LABEL: func.func @dead_case_operands(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64, [[V2:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb1([[V1]] : i64),
// CHECK-NEXT: 1: ^bb1([[V2]] : i64),
// CHECK-NEXT: 2: ^bb2([[V2]] : i64),
// CHECK-NEXT: 3: ^bb2([[V2]] : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1([[V3:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.muli [[V3]], [[V3]] : i64
// CHECK-NEXT: return [[V4]] : i64
// CHECK-NEXT: ^bb2([[V5:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.subi [[V1]], [[V5]] : i64
// CHECK-NEXT: return [[V6]] : i64
// CHECK-NEXT: }

// CHECK-LABEL: func.func @dead_loop_carried(
// CHECK-SAME: [[V0:%[a-zA-Z0-9_]+]]: i32, [[V1:%[a-zA-Z0-9_]+]]: i64) -> i64 {
// CHECK-NEXT: cf.switch [[V0]] : i32, [
// CHECK-NEXT: default: ^bb1([[V1]] : i64),
// CHECK-NEXT: 4: ^bb2([[V1]] : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1([[V2:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.trunci [[V2]] : i64 to i32
// CHECK-NEXT: cf.switch [[V3]] : i32, [
// CHECK-NEXT: default: ^bb2([[V2]] : i64),
// CHECK-NEXT: 9: ^bb1([[V2]] : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2([[V4:%[a-zA-Z0-9_]+]]: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return [[V4]] : i64
// CHECK-NEXT: }

