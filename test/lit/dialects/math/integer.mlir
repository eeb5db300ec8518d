// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Integer math ops: absi, ctlz, cttz, ctpop, ipowi (no fastmath).

func.func @integer(%a: i32, %v: vector<4xi8>, %i: index) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %v : vector<4xi8>
  %2 = math.cttz %a : i32
  %3 = math.ctpop %i : index
  %4 = math.ipowi %a, %a {foo.i} : i32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @integer(%arg0: i32, %arg1: vector<4xi8>, %arg2: index) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg1 : vector<4xi8>
// CHECK-NEXT: %2 = math.cttz %arg0 : i32
// CHECK-NEXT: %3 = math.ctpop %arg2 : index
// CHECK-NEXT: %4 = math.ipowi %arg0, %arg0 {foo.i} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, vector<4xi8>, index) -> (), sym_name = "integer"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: vector<4xi8>, %arg2: index):
// GENERIC-NEXT: %0 = "math.absi"(%arg0) : (i32) -> i32
// GENERIC-NEXT: %1 = "math.ctlz"(%arg1) : (vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT: %2 = "math.cttz"(%arg0) : (i32) -> i32
// GENERIC-NEXT: %3 = "math.ctpop"(%arg2) : (index) -> index
// GENERIC-NEXT: %4 = "math.ipowi"(%arg0, %arg0) {foo.i} : (i32, i32) -> i32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
