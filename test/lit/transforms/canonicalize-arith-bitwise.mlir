// arith bitwise and comparison folds and patterns: x & ~x, a & (a & b),
// x | ~x, (x ^ a) ^ a, min/max at the type's extremes, xori of a cmpi with
// true inverts the predicate, and/or/xor of two equal extensions extend the
// narrow result, cmpi eq/ne of two equal extensions compares the sources,
// and cmpi of an i1 (or its extension) against 0 / 1 is the i1 itself.
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 2147483616

func.func @folds(%x: i32, %a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %ones = arith.constant -1 : i32
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %n = arith.xori %x, %ones : i32
  %0 = arith.andi %x, %n : i32
  %ab = arith.andi %a, %b : i32
  %1 = arith.andi %a, %ab : i32
  %2 = arith.ori %n, %x : i32
  %xa = arith.xori %x, %a : i32
  %3 = arith.xori %xa, %a : i32
  %4 = arith.maxsi %x, %max : i32
  %5 = arith.minsi %x, %max : i32
  %6 = arith.minui %x, %ones : i32
  %7 = arith.maxsi %x, %min : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @patterns(%x: i32, %y: i32, %p: i8, %q: i8, %c: i1) -> (i1, i32, i32, i32, i1, i1, i1, i1) {
  %t = arith.constant true
  %lt = arith.cmpi slt, %x, %y : i32
  %0 = arith.xori %lt, %t : i1
  %pe = arith.extui %p : i8 to i32
  %qe = arith.extui %q : i8 to i32
  %1 = arith.andi %pe, %qe : i32
  %ps = arith.extsi %p : i8 to i32
  %qs = arith.extsi %q : i8 to i32
  %2 = arith.ori %ps, %qs : i32
  %3 = arith.xori %ps, %qs : i32
  %4 = arith.cmpi ne, %ps, %qs : i32
  %z = arith.constant 0 : i32
  %ce = arith.extui %c : i1 to i32
  %5 = arith.cmpi ne, %ce, %z : i32
  %f = arith.constant false
  %6 = arith.cmpi ne, %c, %f : i1
  %7 = arith.cmpi eq, %c, %t : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i32, i32, i32, i1, i1, i1, i1
}

func.func @main() -> i64 {
  %x = arith.constant 12 : i32
  %y = arith.constant 10 : i32
  %p = arith.constant -3 : i8
  %q = arith.constant 5 : i8
  %c = arith.constant true
  %f:8 = call @folds(%x, %y, %x) : (i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32)
  %g:8 = call @patterns(%x, %y, %p, %q, %c) : (i32, i32, i8, i8, i1) -> (i1, i32, i32, i32, i1, i1, i1, i1)
  %s0 = arith.addi %f#0, %f#1 : i32
  %s1 = arith.xori %s0, %f#2 : i32
  %s2 = arith.addi %s1, %f#3 : i32
  %s3 = arith.xori %s2, %f#4 : i32
  %s4 = arith.addi %s3, %f#5 : i32
  %s5 = arith.xori %s4, %f#6 : i32
  %s6 = arith.addi %s5, %f#7 : i32
  %s7 = arith.addi %s6, %g#1 : i32
  %s8 = arith.xori %s7, %g#2 : i32
  %s9 = arith.addi %s8, %g#3 : i32
  %b0 = arith.andi %g#0, %g#4 : i1
  %b1 = arith.xori %b0, %g#5 : i1
  %b2 = arith.xori %b1, %g#6 : i1
  %b3 = arith.xori %b2, %g#7 : i1
  %be = arith.extui %b3 : i1 to i32
  %r = arith.addi %s9, %be : i32
  %r64 = arith.extsi %r : i32 to i64
  return %r64 : i64
}

// CHECK-LABEL: func.func @folds(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.andi %arg1, %arg2 : i32
// CHECK-NEXT: return %c0_i32, %0, %c-1_i32, %arg0, %c2147483647_i32, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @patterns(
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.andi %arg2, %arg3 : i8
// CHECK-NEXT: %2 = arith.extui %1 : i8 to i32
// CHECK-NEXT: %3 = arith.ori %arg2, %arg3 : i8
// CHECK-NEXT: %4 = arith.extsi %3 : i8 to i32
// CHECK-NEXT: %5 = arith.xori %arg2, %arg3 : i8
// CHECK-NEXT: %6 = arith.extsi %5 : i8 to i32
// CHECK-NEXT: %7 = arith.cmpi ne, %arg2, %arg3 : i8
// CHECK-NEXT: return %0, %2, %4, %6, %7, %arg4, %arg4, %arg4 : i1, i32, i32, i32, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0:8 = call @folds(%c12_i32, %c10_i32, %c12_i32) : (i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32)
// CHECK-NEXT: %1:8 = call @patterns(%c12_i32, %c10_i32, %c-3_i8, %c5_i8, %true) : (i32, i32, i8, i8, i1) -> (i1, i32, i32, i32, i1, i1, i1, i1)
// CHECK-NEXT: %2 = arith.addi %0#0, %0#1 : i32
// CHECK-NEXT: %3 = arith.xori %2, %0#2 : i32
// CHECK-NEXT: %4 = arith.addi %3, %0#3 : i32
// CHECK-NEXT: %5 = arith.xori %4, %0#4 : i32
// CHECK-NEXT: %6 = arith.addi %5, %0#5 : i32
// CHECK-NEXT: %7 = arith.xori %6, %0#6 : i32
// CHECK-NEXT: %8 = arith.addi %7, %0#7 : i32
// CHECK-NEXT: %9 = arith.addi %8, %1#1 : i32
// CHECK-NEXT: %10 = arith.xori %9, %1#2 : i32
// CHECK-NEXT: %11 = arith.addi %10, %1#3 : i32
// CHECK-NEXT: %12 = arith.andi %1#0, %1#4 : i1
// CHECK-NEXT: %13 = arith.xori %12, %1#5 : i1
// CHECK-NEXT: %14 = arith.xori %13, %1#6 : i1
// CHECK-NEXT: %15 = arith.xori %14, %1#7 : i1
// CHECK-NEXT: %16 = arith.extui %15 : i1 to i32
// CHECK-NEXT: %17 = arith.addi %11, %16 : i32
// CHECK-NEXT: %18 = arith.extsi %17 : i32 to i64
// CHECK-NEXT: return %18 : i64
// CHECK-NEXT: }
