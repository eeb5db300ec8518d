// Float arith and math (checked against mlir-runner): f32 arithmetic
// rounds to f32, f16/bf16 results round to their format, NaN handling of
// min/max and cmpf, float <-> int casts, bitcast, truncf overflow, libm
// functions. Results print as the shortest text that reads back exactly.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() -> (f32, f64, f16, bf16, f32, f32, i1, i32, f32, i32, f32, f32, f32, f32, i32, i64) {
  %f1 = arith.constant 0.1 : f32
  %f2 = arith.constant 0.2 : f32
  %f3 = arith.addf %f1, %f2 : f32
  // printF64 of the widened f32 sum (below) uses %g; it prints while
  // running, before the results.
  // CHECK: {{^}}0.3{{$}}
  // CHECK-NEXT: {{^}}0.3{{$}}
  %f3d = arith.extf %f3 : f32 to f64
  // The f32 sum, widened: not the f64 sum 0.30000000000000004.
  // CHECK-NEXT: {{^}}0.30000001192092896{{$}}
  %h1 = arith.constant 0.1 : f16
  %h2 = arith.constant 0.2 : f16
  %h3 = arith.addf %h1, %h2 : f16
  // CHECK-NEXT: {{^}}0.2998{{$}}
  %b1 = arith.constant 1.1 : bf16
  %b3 = arith.mulf %b1, %b1 : bf16
  // CHECK-NEXT: {{^}}1.21{{$}}
  %nan = arith.constant 0x7FC00000 : f32
  %mx = arith.maximumf %nan, %f1 : f32
  // CHECK-NEXT: {{^}}nan{{$}}
  %mn = arith.maxnumf %nan, %f1 : f32
  // CHECK-NEXT: {{^}}0.1{{$}}
  %cu = arith.cmpf une, %nan, %nan : f32
  // CHECK-NEXT: {{^}}true{{$}}
  %fi = arith.constant -2.7 : f32
  %fs = arith.fptosi %fi : f32 to i32
  // CHECK-NEXT: {{^}}-2{{$}}
  %u8 = arith.constant -1 : i8
  %uf = arith.uitofp %u8 : i8 to f32
  // CHECK-NEXT: {{^}}255{{$}}
  %bc = arith.bitcast %f1 : f32 to i32
  // CHECK-NEXT: {{^}}1036831949{{$}}
  %dd = arith.constant 1.0e300 : f64
  %tf = arith.truncf %dd : f64 to f32
  // CHECK-NEXT: {{^}}inf{{$}}
  %sq = math.sqrt %f2 : f32
  // CHECK-NEXT: {{^}}0.4472136{{$}}
  %ex = math.exp %f2 : f32
  // CHECK-NEXT: {{^}}1.2214028{{$}}
  %pw = math.powf %f2, %f1 : f32
  // CHECK-NEXT: {{^}}0.85133994{{$}}
  %c2 = arith.constant 2 : i32
  %ct = math.ctlz %c2 : i32
  // CHECK-NEXT: {{^}}30{{$}}
  %two = arith.constant 2 : i64
  %c27 = arith.constant 27 : i64
  %ip = math.ipowi %two, %c27 : i64
  // CHECK-NEXT: {{^}}134217728{{$}}
  call @printF64(%f3d) : (f64) -> ()
  call @printNewline() : () -> ()
  return %f3, %f3d, %h3, %b3, %mx, %mn, %cu, %fs, %uf, %bc, %tf, %sq, %ex, %pw, %ct, %ip : f32, f64, f16, bf16, f32, f32, i1, i32, f32, i32, f32, f32, f32, f32, i32, i64
}
