// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Cast ops: `%x attr-dict : t1 to t2`; trunci takes overflow flags, extf
// fastmath, truncf a rounding mode (an i32 property) and fastmath.

func.func @casts(%i: index, %a: i32, %f: f32, %d: f64, %v: vector<4xi16>, %m: memref<4xindex>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_cast %m : memref<4xindex> to memref<4xi32>
  %4 = arith.extsi %a : i32 to i64
  %5 = arith.extui %v : vector<4xi16> to vector<4xi32>
  %6 = arith.trunci %a : i32 to i8
  %7 = arith.trunci %a overflow<nsw> : i32 to i16
  %8 = arith.sitofp %a : i32 to f32
  %9 = arith.uitofp %a : i32 to f64
  %10 = arith.fptosi %f : f32 to i32
  %11 = arith.fptoui %d : f64 to i8
  %12 = arith.extf %f : f32 to f64
  %13 = arith.extf %f fastmath<fast> : f32 to f64
  %14 = arith.truncf %d : f64 to f32
  %15 = arith.truncf %d downward : f64 to f16
  %16 = arith.truncf %d to_nearest_away fastmath<nnan> {foo.t} : f64 to bf16
  %17 = arith.bitcast %a : i32 to f32
  %18 = arith.bitcast %v : vector<4xi16> to vector<4xf16>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: index, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: vector<4xi16>, %arg5: memref<4xindex>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %1 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %2 = arith.index_castui %arg0 : index to i64
// CHECK-NEXT: %3 = arith.index_cast %arg5 : memref<4xindex> to memref<4xi32>
// CHECK-NEXT: %4 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %5 = arith.extui %arg4 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %6 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %7 = arith.trunci %arg1 overflow<nsw> : i32 to i16
// CHECK-NEXT: %8 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %9 = arith.uitofp %arg1 : i32 to f64
// CHECK-NEXT: %10 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %11 = arith.fptoui %arg3 : f64 to i8
// CHECK-NEXT: %12 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT: %13 = arith.extf %arg2 fastmath<fast> : f32 to f64
// CHECK-NEXT: %14 = arith.truncf %arg3 : f64 to f32
// CHECK-NEXT: %15 = arith.truncf %arg3 downward : f64 to f16
// CHECK-NEXT: %16 = arith.truncf %arg3 to_nearest_away fastmath<nnan> {foo.t} : f64 to bf16
// CHECK-NEXT: %17 = arith.bitcast %arg1 : i32 to f32
// CHECK-NEXT: %18 = arith.bitcast %arg4 : vector<4xi16> to vector<4xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, i32, f32, f64, vector<4xi16>, memref<4xindex>) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: vector<4xi16>, %arg5: memref<4xindex>):
// GENERIC-NEXT: %0 = "arith.index_cast"(%arg0) : (index) -> i32
// GENERIC-NEXT: %1 = "arith.index_cast"(%arg1) : (i32) -> index
// GENERIC-NEXT: %2 = "arith.index_castui"(%arg0) : (index) -> i64
// GENERIC-NEXT: %3 = "arith.index_cast"(%arg5) : (memref<4xindex>) -> memref<4xi32>
// GENERIC-NEXT: %4 = "arith.extsi"(%arg1) : (i32) -> i64
// GENERIC-NEXT: %5 = "arith.extui"(%arg4) : (vector<4xi16>) -> vector<4xi32>
// GENERIC-NEXT: %6 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT: %7 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i16
// GENERIC-NEXT: %8 = "arith.sitofp"(%arg1) : (i32) -> f32
// GENERIC-NEXT: %9 = "arith.uitofp"(%arg1) : (i32) -> f64
// GENERIC-NEXT: %10 = "arith.fptosi"(%arg2) : (f32) -> i32
// GENERIC-NEXT: %11 = "arith.fptoui"(%arg3) : (f64) -> i8
// GENERIC-NEXT: %12 = "arith.extf"(%arg2) : (f32) -> f64
// GENERIC-NEXT: %13 = "arith.extf"(%arg2) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f64
// GENERIC-NEXT: %14 = "arith.truncf"(%arg3) : (f64) -> f32
// GENERIC-NEXT: %15 = "arith.truncf"(%arg3) <{roundingmode = 1 : i32}> : (f64) -> f16
// GENERIC-NEXT: %16 = "arith.truncf"(%arg3) <{fastmath = #arith.fastmath<nnan>, roundingmode = 4 : i32}> {foo.t} : (f64) -> bf16
// GENERIC-NEXT: %17 = "arith.bitcast"(%arg1) : (i32) -> f32
// GENERIC-NEXT: %18 = "arith.bitcast"(%arg4) : (vector<4xi16>) -> vector<4xf16>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
