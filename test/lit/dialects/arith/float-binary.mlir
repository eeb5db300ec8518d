// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Float arithmetic: `%a, %b (fastmath<...>)? attr-dict : t`; the fastmath
// property defaults to #arith.fastmath<none>, printed only in generic form.
// Flags print in bit order, comma-joined; all of them print as `fast`.

func.func @float_ops(%a: f32, %b: f32, %v: vector<2xf64>) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b fastmath<ninf, nnan> : f32
  %2 = arith.mulf %a, %b fastmath<fast> : f32
  %3 = arith.divf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %4 = arith.remf %a, %b fastmath<none> : f32
  %5 = arith.maximumf %a, %b fastmath<contract> : f32
  %6 = arith.minimumf %a, %b : f32
  %7 = arith.maxnumf %v, %v : vector<2xf64>
  %8 = arith.minnumf %v, %v fastmath<afn, arcp> : vector<2xf64>
  %9 = arith.negf %a : f32
  %10 = arith.negf %v fastmath<nsz> {foo.z} : vector<2xf64>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg2, %arg2 : vector<2xf64>
// CHECK-NEXT: %8 = arith.minnumf %arg2, %arg2 fastmath<arcp,afn> : vector<2xf64>
// CHECK-NEXT: %9 = arith.negf %arg0 : f32
// CHECK-NEXT: %10 = arith.negf %arg2 fastmath<nsz> {foo.z} : vector<2xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32, f32, vector<2xf64>) -> (), sym_name = "float_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>):
// GENERIC-NEXT: %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %1 = "arith.subf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT: %2 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %3 = "arith.divf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %4 = "arith.remf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %5 = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
// GENERIC-NEXT: %6 = "arith.minimumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %7 = "arith.maxnumf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// GENERIC-NEXT: %8 = "arith.minnumf"(%arg2, %arg2) <{fastmath = #arith.fastmath<arcp,afn>}> : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// GENERIC-NEXT: %9 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %10 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<nsz>}> {foo.z} : (vector<2xf64>) -> vector<2xf64>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
