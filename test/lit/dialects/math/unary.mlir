// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Unary float functions: `%x (fastmath<...>)? attr-dict : t`, fastmath
// defaulting to none (shown only in generic form).

func.func @unary(%f: f32, %d: f64, %v: vector<4xf16>, %t: tensor<?xbf16>) {
  %0 = math.absf %f : f32
  %1 = math.sqrt %d fastmath<fast> : f64
  %2 = math.rsqrt %v : vector<4xf16>
  %3 = math.exp %t : tensor<?xbf16>
  %4 = math.exp2 %f : f32
  %5 = math.expm1 %f : f32
  %6 = math.log %f fastmath<nnan, ninf> : f32
  %7 = math.log2 %f : f32
  %8 = math.log10 %f : f32
  %9 = math.log1p %f : f32
  %10 = math.sin %f : f32
  %11 = math.cos %f : f32
  %12 = math.tan %f : f32
  %13 = math.tanh %f : f32
  %14 = math.sinh %f : f32
  %15 = math.cosh %f : f32
  %16 = math.asin %f : f32
  %17 = math.acos %f : f32
  %18 = math.atan %f : f32
  %19 = math.asinh %f : f32
  %20 = math.acosh %f : f32
  %21 = math.atanh %f : f32
  %22 = math.floor %f : f32
  %23 = math.ceil %f : f32
  %24 = math.round %f : f32
  %25 = math.roundeven %f : f32
  %26 = math.trunc %f : f32
  %27 = math.erf %f : f32
  %28 = math.erfc %f : f32
  %29 = math.cbrt %f {foo.c} : f32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @unary(%arg0: f32, %arg1: f64, %arg2: vector<4xf16>, %arg3: tensor<?xbf16>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.sqrt %arg1 fastmath<fast> : f64
// CHECK-NEXT: %2 = math.rsqrt %arg2 : vector<4xf16>
// CHECK-NEXT: %3 = math.exp %arg3 : tensor<?xbf16>
// CHECK-NEXT: %4 = math.exp2 %arg0 : f32
// CHECK-NEXT: %5 = math.expm1 %arg0 : f32
// CHECK-NEXT: %6 = math.log %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %7 = math.log2 %arg0 : f32
// CHECK-NEXT: %8 = math.log10 %arg0 : f32
// CHECK-NEXT: %9 = math.log1p %arg0 : f32
// CHECK-NEXT: %10 = math.sin %arg0 : f32
// CHECK-NEXT: %11 = math.cos %arg0 : f32
// CHECK-NEXT: %12 = math.tan %arg0 : f32
// CHECK-NEXT: %13 = math.tanh %arg0 : f32
// CHECK-NEXT: %14 = math.sinh %arg0 : f32
// CHECK-NEXT: %15 = math.cosh %arg0 : f32
// CHECK-NEXT: %16 = math.asin %arg0 : f32
// CHECK-NEXT: %17 = math.acos %arg0 : f32
// CHECK-NEXT: %18 = math.atan %arg0 : f32
// CHECK-NEXT: %19 = math.asinh %arg0 : f32
// CHECK-NEXT: %20 = math.acosh %arg0 : f32
// CHECK-NEXT: %21 = math.atanh %arg0 : f32
// CHECK-NEXT: %22 = math.floor %arg0 : f32
// CHECK-NEXT: %23 = math.ceil %arg0 : f32
// CHECK-NEXT: %24 = math.round %arg0 : f32
// CHECK-NEXT: %25 = math.roundeven %arg0 : f32
// CHECK-NEXT: %26 = math.trunc %arg0 : f32
// CHECK-NEXT: %27 = math.erf %arg0 : f32
// CHECK-NEXT: %28 = math.erfc %arg0 : f32
// CHECK-NEXT: %29 = math.cbrt %arg0 {foo.c} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32, f64, vector<4xf16>, tensor<?xbf16>) -> (), sym_name = "unary"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: f64, %arg2: vector<4xf16>, %arg3: tensor<?xbf16>):
// GENERIC-NEXT: %0 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %1 = "math.sqrt"(%arg1) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
// GENERIC-NEXT: %2 = "math.rsqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT: %3 = "math.exp"(%arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT: %4 = "math.exp2"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %5 = "math.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %6 = "math.log"(%arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
// GENERIC-NEXT: %7 = "math.log2"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %8 = "math.log10"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %9 = "math.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %10 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %11 = "math.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %12 = "math.tan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %13 = "math.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %14 = "math.sinh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %15 = "math.cosh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %16 = "math.asin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %17 = "math.acos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %18 = "math.atan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %19 = "math.asinh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %20 = "math.acosh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %21 = "math.atanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %22 = "math.floor"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %23 = "math.ceil"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %24 = "math.round"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %25 = "math.roundeven"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %26 = "math.trunc"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %27 = "math.erf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %28 = "math.erfc"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %29 = "math.cbrt"(%arg0) <{fastmath = #arith.fastmath<none>}> {foo.c} : (f32) -> f32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
