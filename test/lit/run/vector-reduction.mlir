// vector.reduction of every kind, vector.shape_cast and
// vector.from_elements under mlbuf-run; the expected lines are what
// mlir-runner prints for upstream's lowering of this file
// (convert-vector-to-llvm): float add/mul in element order from the
// accumulator, minnumf ignoring a NaN, minimumf propagating it, integer
// add wrapping at the element width, minui/maxui unsigned.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s --match-full-lines

func.func @main() {
  %f = arith.constant dense<[1.5, -2.0, 4.0, 0.25]> : vector<4xf32>
  %acc = arith.constant 10.0 : f32
  // CHECK: 3.75
  %r0 = vector.reduction <add>, %f : vector<4xf32> into f32
  vector.print %r0 : f32
  // CHECK-NEXT: 13.75
  %r1 = vector.reduction <add>, %f, %acc : vector<4xf32> into f32
  vector.print %r1 : f32
  // CHECK-NEXT: -3
  %r2 = vector.reduction <mul>, %f : vector<4xf32> into f32
  vector.print %r2 : f32
  // CHECK-NEXT: -2
  %r3 = vector.reduction <minnumf>, %f : vector<4xf32> into f32
  vector.print %r3 : f32
  // CHECK-NEXT: 10
  %r4 = vector.reduction <maximumf>, %f, %acc : vector<4xf32> into f32
  vector.print %r4 : f32
  %nan = arith.constant dense<[1.0, 0x7FF8000000000000]> : vector<2xf64>
  // CHECK-NEXT: 1
  %r5 = vector.reduction <maxnumf>, %nan : vector<2xf64> into f64
  vector.print %r5 : f64
  // CHECK-NEXT: nan
  %r6 = vector.reduction <minimumf>, %nan : vector<2xf64> into f64
  vector.print %r6 : f64
  %i = arith.constant dense<[100, 100, -7, 3]> : vector<4xi8>
  // CHECK-NEXT: -60
  %r7 = vector.reduction <add>, %i : vector<4xi8> into i8
  vector.print %r7 : i8
  // CHECK-NEXT: 3
  %r8 = vector.reduction <minui>, %i : vector<4xi8> into i8
  vector.print %r8 : i8
  // CHECK-NEXT: -7
  %r9 = vector.reduction <maxui>, %i : vector<4xi8> into i8
  vector.print %r9 : i8
  // CHECK-NEXT: -7
  %r10 = vector.reduction <minsi>, %i : vector<4xi8> into i8
  vector.print %r10 : i8
  // CHECK-NEXT: 0
  %r11 = vector.reduction <and>, %i : vector<4xi8> into i8
  vector.print %r11 : i8
  // CHECK-NEXT: -6
  %r12 = vector.reduction <xor>, %i : vector<4xi8> into i8
  vector.print %r12 : i8
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  // CHECK-NEXT: ( 1, 2, 3, 4, 5, 6 )
  %s = vector.shape_cast %m : vector<2x3xi32> to vector<6xi32>
  vector.print %s : vector<6xi32>
  // CHECK-NEXT: 720
  %r13 = vector.reduction <mul>, %s : vector<6xi32> into i32
  vector.print %r13 : i32
  // CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ), ( 5, 6 ) )
  %t = vector.shape_cast %m : vector<2x3xi32> to vector<3x2xi32>
  vector.print %t : vector<3x2xi32>
  %x = arith.constant 2.5 : f32
  %y = arith.constant -1.0 : f32
  // CHECK-NEXT: ( ( 2.5, -1 ), ( -1, 2.5 ) )
  %e = vector.from_elements %x, %y, %y, %x : vector<2x2xf32>
  vector.print %e : vector<2x2xf32>
  return
}
