// Integer arith at several widths (results checked against mlir-runner):
// wrap-around, signed/unsigned division and remainder, shifts, min/max,
// comparisons, extended arithmetic, extensions and truncations.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func @main() -> (i8, i64, i64, i64, i64, i64, i32, i32, i32, i1, i32, i32, i64, i64, i64, i1, i4, i16, i16, i64) {
  %m8 = arith.constant 127 : i8
  %one8 = arith.constant 1 : i8
  %ov = arith.addi %m8, %one8 : i8
  // CHECK: {{^}}-128{{$}}
  %ovu = arith.extui %ov : i8 to i64
  // CHECK-NEXT: {{^}}128{{$}}
  %neg7 = arith.constant -7 : i64
  %two = arith.constant 2 : i64
  %d1 = arith.divsi %neg7, %two : i64
  %d2 = arith.floordivsi %neg7, %two : i64
  %d3 = arith.ceildivsi %neg7, %two : i64
  %d4 = arith.remsi %neg7, %two : i64
  // CHECK-NEXT: {{^}}-3{{$}}
  // CHECK-NEXT: {{^}}-4{{$}}
  // CHECK-NEXT: {{^}}-3{{$}}
  // CHECK-NEXT: {{^}}-1{{$}}
  %n7 = arith.constant -7 : i32
  %two32 = arith.constant 2 : i32
  %du = arith.divui %n7, %two32 : i32
  // CHECK-NEXT: {{^}}2147483644{{$}}
  %sh = arith.shrsi %n7, %two32 : i32
  // CHECK-NEXT: {{^}}-2{{$}}
  %shu = arith.shrui %n7, %two32 : i32
  // CHECK-NEXT: {{^}}1073741822{{$}}
  %ult = arith.cmpi ult, %n7, %two32 : i32
  // CHECK-NEXT: {{^}}false{{$}}
  %lo, %hi = arith.mulsi_extended %n7, %n7 : i32
  // CHECK-NEXT: {{^}}49{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  %m3 = arith.constant -3 : i64
  %lo2, %hi2 = arith.mului_extended %m3, %m3 : i64
  %lo3, %hi3 = arith.mulsi_extended %m3, %m3 : i64
  // CHECK-NEXT: {{^}}9{{$}}
  // CHECK-NEXT: {{^}}-6{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  %s, %o = arith.addui_extended %m8, %m8 : i8, i1
  // CHECK-NEXT: {{^}}false{{$}}
  %tr = arith.trunci %neg7 : i64 to i4
  // CHECK-NEXT: {{^}}-7{{$}}
  %x = arith.constant 1000 : i16
  %y = arith.constant 300 : i16
  %p = arith.muli %x, %y : i16
  // 300000 mod 65536 = 37856, as i16: -27680
  // CHECK-NEXT: {{^}}-27680{{$}}
  %mx = arith.maxui %p, %x : i16
  // CHECK-NEXT: {{^}}-27680{{$}}
  %sel = arith.select %ult, %neg7, %two : i64
  // CHECK-NEXT: {{^}}2{{$}}
  return %ov, %ovu, %d1, %d2, %d3, %d4, %du, %sh, %shu, %ult, %lo, %hi, %lo2, %hi2, %hi3, %o, %tr, %p, %mx, %sel : i8, i64, i64, i64, i64, i64, i32, i32, i32, i1, i32, i32, i64, i64, i64, i1, i4, i16, i16, i64
}
