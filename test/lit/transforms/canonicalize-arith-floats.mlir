// arith float folds: constant arithmetic at the type's precision (f16,
// bf16, f32, f64), min/max with NaN and signed-zero rules and their
// neutral operands, negf, lossless extf/truncf only (1e300 stays), int <->
// float conversions (out-of-range fptosi stays), bitcast, cmpf with a NaN
// side, x * 0 only under nnan+nsz. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 1036832207

func.func @consts() -> (f16, bf16, f32, f32, f32, f32, f32, f32) {
  %h1 = arith.constant 0.1 : f16
  %h2 = arith.constant 0.2 : f16
  %0 = arith.addf %h1, %h2 : f16
  %b1 = arith.constant 1.1 : bf16
  %1 = arith.mulf %b1, %b1 : bf16
  %nan = arith.constant 0x7FC00000 : f32
  %f1 = arith.constant 0.1 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %2 = arith.maximumf %nan, %f1 : f32
  %3 = arith.maxnumf %nan, %f1 : f32
  %4 = arith.minimumf %pz, %nz : f32
  %5 = arith.maxnumf %nz, %pz : f32
  %6 = arith.negf %f1 : f32
  %seven = arith.constant 7.5 : f32
  %two = arith.constant 2.0 : f32
  %7 = arith.remf %seven, %two : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, bf16, f32, f32, f32, f32, f32, f32
}

func.func @conversions() -> (f64, f32, f16, i32, i8, f32, i32, f32, i8) {
  %f = arith.constant 0.1 : f32
  %0 = arith.extf %f : f32 to f64
  %d = arith.constant 1.0e300 : f64
  %1 = arith.truncf %d : f64 to f32
  %q = arith.constant 0.25 : f32
  %2 = arith.truncf %q : f32 to f16
  %m = arith.constant -2.7 : f32
  %3 = arith.fptosi %m : f32 to i32
  %big = arith.constant 300.0 : f32
  %4 = arith.fptoui %big : f32 to i8
  %u8 = arith.constant -1 : i8
  %5 = arith.uitofp %u8 : i8 to f32
  %6 = arith.bitcast %f : f32 to i32
  %i = arith.constant 1065353216 : i32
  %7 = arith.bitcast %i : i32 to f32
  %k = arith.constant 2.9 : f32
  %8 = arith.fptoui %k : f32 to i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f64, f32, f16, i32, i8, f32, i32, f32, i8
}

func.func @identities(%x: f32, %y: f32) -> (f32, f32, f32, f32, i1, i1, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.maximumf %x, %ninf : f32
  %1 = arith.minimumf %inf, %x : f32
  %2 = arith.minnumf %x, %nan : f32
  %n = arith.negf %x : f32
  %3 = arith.negf %n : f32
  %4 = arith.cmpf oeq, %x, %nan : f32
  %5 = arith.cmpf true, %x, %y : f32
  %6 = arith.mulf %x, %z fastmath<nnan, nsz> : f32
  %7 = arith.mulf %x, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, i1, i1, f32, f32
}

func.func @main() -> i64 {
  %a:8 = call @consts() : () -> (f16, bf16, f32, f32, f32, f32, f32, f32)
  %b:9 = call @conversions() : () -> (f64, f32, f16, i32, i8, f32, i32, f32, i8)
  %x = arith.constant 1.5 : f32
  %c:8 = call @identities(%x, %x) : (f32, f32) -> (f32, f32, f32, f32, i1, i1, f32, f32)
  %s0 = arith.addf %a#3, %a#6 : f32
  %s1 = arith.addf %s0, %a#7 : f32
  %s2 = arith.addf %s1, %b#5 : f32
  %s3 = arith.addf %s2, %b#7 : f32
  %s4 = arith.addf %s3, %c#0 : f32
  %s5 = arith.addf %s4, %c#3 : f32
  %s6 = arith.addf %s5, %c#7 : f32
  %i0 = arith.fptosi %s6 : f32 to i64
  %i1 = arith.extsi %b#3 : i32 to i64
  %i2 = arith.extsi %b#6 : i32 to i64
  %r0 = arith.addi %i0, %i1 : i64
  %r1 = arith.addi %r0, %i2 : i64
  return %r1 : i64
}

// CHECK-LABEL: func.func @consts(
// CHECK-NEXT: %cst = arith.constant 2.998050e-01 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.210940e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_3 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant -1.000000e-01 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f16, bf16, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conversions(
// CHECK-NEXT: %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c1036831949_i32 = arith.constant 1036831949 : i32
// CHECK-NEXT: %cst_0 = arith.constant 2.550000e+02 : f32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %cst_1 = arith.constant 2.500000e-01 : f16
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+02 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+300 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT: %0 = arith.truncf %cst_3 : f64 to f32
// CHECK-NEXT: %1 = arith.fptoui %cst_2 : f32 to i8
// CHECK-NEXT: return %cst_4, %0, %cst_1, %c-2_i32, %1, %cst_0, %c1036831949_i32, %cst, %c2_i8 : f64, f32, f16, i32, i8, f32, i32, f32, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %cst : f32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %false, %0, %cst, %1 : f32, f32, f32, f32, i1, i1, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %0:8 = call @consts() : () -> (f16, bf16, f32, f32, f32, f32, f32, f32)
// CHECK-NEXT: %1:9 = call @conversions() : () -> (f64, f32, f16, i32, i8, f32, i32, f32, i8)
// CHECK-NEXT: %2:8 = call @identities(%cst, %cst) : (f32, f32) -> (f32, f32, f32, f32, i1, i1, f32, f32)
// CHECK-NEXT: %3 = arith.addf %0#3, %0#6 : f32
// CHECK-NEXT: %4 = arith.addf %3, %0#7 : f32
// CHECK-NEXT: %5 = arith.addf %4, %1#5 : f32
// CHECK-NEXT: %6 = arith.addf %5, %1#7 : f32
// CHECK-NEXT: %7 = arith.addf %6, %2#0 : f32
// CHECK-NEXT: %8 = arith.addf %7, %2#3 : f32
// CHECK-NEXT: %9 = arith.addf %8, %2#7 : f32
// CHECK-NEXT: %10 = arith.fptosi %9 : f32 to i64
// CHECK-NEXT: %11 = arith.extsi %1#3 : i32 to i64
// CHECK-NEXT: %12 = arith.extsi %1#6 : i32 to i64
// CHECK-NEXT: %13 = arith.addi %10, %11 : i64
// CHECK-NEXT: %14 = arith.addi %13, %12 : i64
// CHECK-NEXT: return %14 : i64
// CHECK-NEXT: }
