// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Two-result ops get upstream's ODS result names (%sum/%overflow,
// %low/%high).

func.func @extended(%a: i32, %v: vector<4xi64>) {
  %sum, %o = arith.addui_extended %a, %a : i32, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %lo, %hi = arith.mulsi_extended %a, %a : i32
  %1:2 = arith.mului_extended %v, %v {foo.m} : vector<4xi64>
  %2 = arith.addi %1#1, %0#0 : vector<4xi64>
  %3 = arith.addi %hi, %sum : i32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @extended(%arg0: i32, %arg1: vector<4xi64>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg1, %arg1 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg1, %arg1 {foo.m} : vector<4xi64>
// CHECK-NEXT: %0 = arith.addi %high_3, %sum_0 : vector<4xi64>
// CHECK-NEXT: %1 = arith.addi %high, %sum : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, vector<4xi64>) -> (), sym_name = "extended"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: vector<4xi64>):
// GENERIC-NEXT: %0:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT: %1:2 = "arith.addui_extended"(%arg1, %arg1) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi1>)
// GENERIC-NEXT: %2:2 = "arith.mulsi_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: %3:2 = "arith.mului_extended"(%arg1, %arg1) {foo.m} : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi64>)
// GENERIC-NEXT: %4 = "arith.addi"(%3#1, %1#0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT: %5 = "arith.addi"(%2#1, %0#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
