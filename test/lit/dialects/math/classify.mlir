// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Float classification (i1-like results of the operand's shape; fastmath
// only through the attr-dict) and sincos, whose results are named
// %sin/%cos.

func.func @classify(%a: f32, %v: vector<4xf64>) {
  %0 = math.isnan %a : f32
  %1 = math.isinf %v {fastmath = #arith.fastmath<ninf>} : vector<4xf64>
  %2 = math.isfinite %a : f32
  %3 = math.isnormal %a {foo.n} : f32
  %s, %c = math.sincos %a : f32
  %4:2 = math.sincos %v fastmath<afn> : vector<4xf64>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @classify(%arg0: f32, %arg1: vector<4xf64>) {
// CHECK-NEXT: %0 = math.isnan %arg0 : f32
// CHECK-NEXT: %1 = math.isinf %arg1 {fastmath = #arith.fastmath<ninf>} : vector<4xf64>
// CHECK-NEXT: %2 = math.isfinite %arg0 : f32
// CHECK-NEXT: %3 = math.isnormal %arg0 {foo.n} : f32
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg1 fastmath<afn> : vector<4xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32, vector<4xf64>) -> (), sym_name = "classify"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: vector<4xf64>):
// GENERIC-NEXT: %0 = "math.isnan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC-NEXT: %1 = "math.isinf"(%arg1) <{fastmath = #arith.fastmath<ninf>}> : (vector<4xf64>) -> vector<4xi1>
// GENERIC-NEXT: %2 = "math.isfinite"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC-NEXT: %3 = "math.isnormal"(%arg0) <{fastmath = #arith.fastmath<none>}> {foo.n} : (f32) -> i1
// GENERIC-NEXT: %4:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
// GENERIC-NEXT: %5:2 = "math.sincos"(%arg1) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf64>) -> (vector<4xf64>, vector<4xf64>)
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
