// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// arith.select: `: t` for an i1 condition, `: cond_type, t` when the
// condition is shaped.

func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xf32>, %tc: tensor<?xi1>, %t: tensor<?xi8>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %v, %v : vector<4xf32>
  %2 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tc, %t, %t {foo.s} : tensor<?xi1>, tensor<?xi8>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<?xi1>, %arg6: tensor<?xi8>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %2 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg5, %arg6, %arg6 {foo.s} : tensor<?xi1>, tensor<?xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i1, i32, i32, vector<4xi1>, vector<4xf32>, tensor<?xi1>, tensor<?xi8>) -> (), sym_name = "select"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<?xi1>, %arg6: tensor<?xi8>):
// GENERIC-NEXT: %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
// GENERIC-NEXT: %1 = "arith.select"(%arg0, %arg4, %arg4) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %2 = "arith.select"(%arg3, %arg4, %arg4) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %3 = "arith.select"(%arg5, %arg6, %arg6) {foo.s} : (tensor<?xi1>, tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
