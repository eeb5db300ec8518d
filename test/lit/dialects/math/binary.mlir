// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Binary and ternary float functions (powf, atan2, copysign, fma), and
// fpowi with its `: float_type, int_type` form.

func.func @binary(%a: f32, %b: f32, %v: vector<2xf64>, %i: i32) {
  %0 = math.powf %a, %b : f32
  %1 = math.atan2 %a, %b fastmath<afn> : f32
  %2 = math.copysign %v, %v : vector<2xf64>
  %3 = math.fma %a, %b, %a : f32
  %4 = math.fma %v, %v, %v fastmath<contract> {foo.f} : vector<2xf64>
  %5 = math.fpowi %a, %i : f32, i32
  %6 = math.fpowi %a, %i fastmath<fast> : f32, i32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @binary(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>, %arg3: i32) {
// CHECK-NEXT: %0 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.atan2 %arg0, %arg1 fastmath<afn> : f32
// CHECK-NEXT: %2 = math.copysign %arg2, %arg2 : vector<2xf64>
// CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg0 : f32
// CHECK-NEXT: %4 = math.fma %arg2, %arg2, %arg2 fastmath<contract> {foo.f} : vector<2xf64>
// CHECK-NEXT: %5 = math.fpowi %arg0, %arg3 : f32, i32
// CHECK-NEXT: %6 = math.fpowi %arg0, %arg3 fastmath<fast> : f32, i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32, f32, vector<2xf64>, i32) -> (), sym_name = "binary"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>, %arg3: i32):
// GENERIC-NEXT: %0 = "math.powf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %1 = "math.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
// GENERIC-NEXT: %2 = "math.copysign"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// GENERIC-NEXT: %3 = "math.fma"(%arg0, %arg1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT: %4 = "math.fma"(%arg2, %arg2, %arg2) <{fastmath = #arith.fastmath<contract>}> {foo.f} : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// GENERIC-NEXT: %5 = "math.fpowi"(%arg0, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT: %6 = "math.fpowi"(%arg0, %arg3) <{fastmath = #arith.fastmath<fast>}> : (f32, i32) -> f32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
