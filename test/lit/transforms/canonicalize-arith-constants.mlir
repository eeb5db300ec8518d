// arith addi/subi/muli patterns regrouping constants (AddIAddConstant,
// AddISubConstantRHS/LHS, SubIRHS/LHS*Constant*, MulIMulIConstant), merging
// the overflow flags both ops carry; addi of a product by -1 becomes subi;
// subi(subi(a, b), a) -> subi(0, b). Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 420

func.func @regroup(%x: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %a = arith.addi %x, %c3 overflow<nsw, nuw> : i64
  %0 = arith.addi %a, %c5 overflow<nsw> : i64
  %s = arith.subi %x, %c3 : i64
  %1 = arith.addi %s, %c5 : i64
  %t = arith.subi %c3, %x : i64
  %2 = arith.addi %t, %c5 : i64
  %3 = arith.subi %a, %c5 : i64
  %4 = arith.subi %c5, %a : i64
  %5 = arith.subi %s, %c5 : i64
  %6 = arith.subi %t, %c5 : i64
  %7 = arith.subi %c5, %s : i64
  %8 = arith.subi %c5, %t : i64
  %m = arith.muli %x, %c3 : i64
  %9 = arith.muli %m, %c5 : i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}

func.func @negate(%x: i64, %y: i64) -> (i64, i64, i64) {
  %m1 = arith.constant -1 : i64
  %p = arith.muli %y, %m1 : i64
  %0 = arith.addi %x, %p : i64
  %q = arith.muli %x, %m1 : i64
  %1 = arith.addi %q, %y : i64
  %d = arith.subi %x, %y : i64
  %2 = arith.subi %d, %x : i64
  return %0, %1, %2 : i64, i64, i64
}

func.func @main() -> i64 {
  %c7 = arith.constant 7 : i64
  %c2 = arith.constant 2 : i64
  %r:10 = call @regroup(%c7) : (i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  %n:3 = call @negate(%c7, %c2) : (i64, i64) -> (i64, i64, i64)
  %s0 = arith.addi %r#0, %r#1 : i64
  %s1 = arith.muli %s0, %r#2 : i64
  %s2 = arith.addi %s1, %r#3 : i64
  %s3 = arith.muli %s2, %r#4 : i64
  %s4 = arith.addi %s3, %r#5 : i64
  %s5 = arith.addi %s4, %r#6 : i64
  %s6 = arith.muli %s5, %r#7 : i64
  %s7 = arith.addi %s6, %r#8 : i64
  %s8 = arith.addi %s7, %r#9 : i64
  %s9 = arith.muli %s8, %n#0 : i64
  %s10 = arith.addi %s9, %n#1 : i64
  %s11 = arith.muli %s10, %n#2 : i64
  return %s11 : i64
}

// CHECK-LABEL: func.func @regroup(
// CHECK-NEXT: %c15_i64 = arith.constant 15 : i64
// CHECK-NEXT: %c-2_i64 = arith.constant -2 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i64 overflow<nsw> : i64
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i64 : i64
// CHECK-NEXT: %2 = arith.subi %c8_i64, %arg0 : i64
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2_i64 : i64
// CHECK-NEXT: %4 = arith.subi %c2_i64, %arg0 : i64
// CHECK-NEXT: %5 = arith.subi %arg0, %c8_i64 : i64
// CHECK-NEXT: %6 = arith.subi %c-2_i64, %arg0 : i64
// CHECK-NEXT: %7 = arith.subi %c8_i64, %arg0 : i64
// CHECK-NEXT: %8 = arith.addi %arg0, %c2_i64 : i64
// CHECK-NEXT: %9 = arith.muli %arg0, %c15_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negate(
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i64
// CHECK-NEXT: %2 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT: return %0, %1, %2 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %0:10 = call @regroup(%c7_i64) : (i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
// CHECK-NEXT: %1:3 = call @negate(%c7_i64, %c2_i64) : (i64, i64) -> (i64, i64, i64)
// CHECK-NEXT: %2 = arith.addi %0#0, %0#1 : i64
// CHECK-NEXT: %3 = arith.muli %2, %0#2 : i64
// CHECK-NEXT: %4 = arith.addi %3, %0#3 : i64
// CHECK-NEXT: %5 = arith.muli %4, %0#4 : i64
// CHECK-NEXT: %6 = arith.addi %5, %0#5 : i64
// CHECK-NEXT: %7 = arith.addi %6, %0#6 : i64
// CHECK-NEXT: %8 = arith.muli %7, %0#7 : i64
// CHECK-NEXT: %9 = arith.addi %8, %0#8 : i64
// CHECK-NEXT: %10 = arith.addi %9, %0#9 : i64
// CHECK-NEXT: %11 = arith.muli %10, %1#0 : i64
// CHECK-NEXT: %12 = arith.addi %11, %1#1 : i64
// CHECK-NEXT: %13 = arith.muli %12, %1#2 : i64
// CHECK-NEXT: return %13 : i64
// CHECK-NEXT: }
