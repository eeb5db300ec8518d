// arith addui_extended / mulsi_extended / mului_extended folds: constants
// give the sum and carry or the low and high halves of the product; x + 0
// is x without carry, x * 0 is 0, unsigned x * 1 is x with a zero high
// half; a constant left operand moves right. Expectations from upstream
// mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: -864197561

func.func @consts() -> (i8, i1, i32, i32, i64, i64) {
  %a = arith.constant 200 : i8
  %b = arith.constant 100 : i8
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %x = arith.constant -7 : i32
  %y = arith.constant 123456789 : i32
  %l, %h = arith.mulsi_extended %x, %y : i32
  %p = arith.constant -3 : i64
  %ul, %uh = arith.mului_extended %p, %p : i64
  return %s, %o, %l, %h, %ul, %uh : i8, i1, i32, i32, i64, i64
}

func.func @identities(%x: i32) -> (i32, i1, i32, i32, i32, i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %x, %c0 : i32, i1
  %l, %h = arith.mulsi_extended %x, %c0 : i32
  %ul, %uh = arith.mului_extended %x, %c1 : i32
  %c5 = arith.constant 5 : i32
  %t, %v = arith.addui_extended %c5, %x : i32, i1
  return %s, %o, %l, %h, %ul, %uh, %t, %v : i32, i1, i32, i32, i32, i32, i32, i1
}

func.func @main() -> i64 {
  %c9 = arith.constant 9 : i32
  %a:6 = call @consts() : () -> (i8, i1, i32, i32, i64, i64)
  %b:8 = call @identities(%c9) : (i32) -> (i32, i1, i32, i32, i32, i32, i32, i1)
  %0 = arith.extui %a#0 : i8 to i64
  %1 = arith.extui %a#1 : i1 to i64
  %2 = arith.extsi %a#2 : i32 to i64
  %3 = arith.extsi %a#3 : i32 to i64
  %4 = arith.extsi %b#0 : i32 to i64
  %5 = arith.extsi %b#6 : i32 to i64
  %6 = arith.extui %b#7 : i1 to i64
  %s0 = arith.addi %0, %1 : i64
  %s1 = arith.xori %s0, %2 : i64
  %s2 = arith.addi %s1, %3 : i64
  %s3 = arith.xori %s2, %a#4 : i64
  %s4 = arith.addi %s3, %a#5 : i64
  %s5 = arith.xori %s4, %4 : i64
  %s6 = arith.addi %s5, %5 : i64
  %s7 = arith.addi %s6, %6 : i64
  return %s7 : i64
}

// CHECK-LABEL: func.func @consts(
// CHECK-NEXT: %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-864197523_i32 = arith.constant -864197523 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c9_i64 = arith.constant 9 : i64
// CHECK-NEXT: %c-6_i64 = arith.constant -6 : i64
// CHECK-NEXT: return %c44_i8, %true, %c-864197523_i32, %c-1_i32, %c9_i64, %c-6_i64 : i8, i1, i32, i32, i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %c5_i32 : i32, i1
// CHECK-NEXT: return %arg0, %false, %c0_i32, %c0_i32, %arg0, %c0_i32, %sum, %overflow : i32, i1, i32, i32, i32, i32, i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %0:6 = call @consts() : () -> (i8, i1, i32, i32, i64, i64)
// CHECK-NEXT: %1:8 = call @identities(%c9_i32) : (i32) -> (i32, i1, i32, i32, i32, i32, i32, i1)
// CHECK-NEXT: %2 = arith.extui %0#0 : i8 to i64
// CHECK-NEXT: %3 = arith.extui %0#1 : i1 to i64
// CHECK-NEXT: %4 = arith.extsi %0#2 : i32 to i64
// CHECK-NEXT: %5 = arith.extsi %0#3 : i32 to i64
// CHECK-NEXT: %6 = arith.extsi %1#0 : i32 to i64
// CHECK-NEXT: %7 = arith.extsi %1#6 : i32 to i64
// CHECK-NEXT: %8 = arith.extui %1#7 : i1 to i64
// CHECK-NEXT: %9 = arith.addi %2, %3 : i64
// CHECK-NEXT: %10 = arith.xori %9, %4 : i64
// CHECK-NEXT: %11 = arith.addi %10, %5 : i64
// CHECK-NEXT: %12 = arith.xori %11, %0#4 : i64
// CHECK-NEXT: %13 = arith.addi %12, %0#5 : i64
// CHECK-NEXT: %14 = arith.xori %13, %6 : i64
// CHECK-NEXT: %15 = arith.addi %14, %7 : i64
// CHECK-NEXT: %16 = arith.addi %15, %8 : i64
// CHECK-NEXT: return %16 : i64
// CHECK-NEXT: }
