// index dialect folds (kept with arith's): constants fold only when the
// result does not depend on the index width (32 or 64 bits), x + 0, x - 0,
// x * 1, x * 0, cmp of equal operands, commutative ops take constants on
// the right, casts of integer constants to index extend them; constants
// materialize as index.constant / index.bool.constant.
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: -9223371963587686469

func.func @consts() -> (index, index, index, index, index, index, i1, i1) {
  %a = index.constant 17
  %b = index.constant -5
  %big = index.constant 4294967296
  %m1 = index.constant -1
  %c1 = index.constant 1
  %0 = index.add %a, %b
  %1 = index.divs %a, %b
  %2 = index.mul %big, %a
  %3 = index.divu %big, %a
  %4 = index.shrs %m1, %c1
  %5 = index.shru %m1, %c1
  %6 = index.cmp slt(%b, %a)
  %7 = index.cmp ult(%b, %a)
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, i1, i1
}

func.func @identities(%x: index, %i: i8) -> (index, index, index, index, index, i1, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %c0, %x
  %1 = index.sub %x, %c0
  %2 = index.mul %c1, %x
  %3 = index.mul %x, %c0
  %4 = index.maxs %c1, %x
  %5 = index.cmp sle(%x, %x)
  %c = arith.constant 200 : i8
  %6 = index.casts %c : i8 to index
  %7 = index.castu %c : i8 to index
  %8 = index.casts %i : i8 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, i1, index, index, index
}

func.func @main() -> i64 {
  %x = index.constant 3
  %i = arith.constant 9 : i8
  %a:8 = call @consts() : () -> (index, index, index, index, index, index, i1, i1)
  %b:9 = call @identities(%x, %i) : (index, i8) -> (index, index, index, index, index, i1, index, index, index)
  %s0 = index.add %a#0, %a#1
  %s1 = index.add %s0, %a#2
  %s2 = index.add %s1, %a#3
  %s3 = index.add %s2, %a#4
  %s4 = index.add %s3, %a#5
  %s5 = index.add %s4, %b#0
  %s6 = index.add %s5, %b#1
  %s7 = index.add %s6, %b#2
  %s8 = index.add %s7, %b#3
  %s9 = index.add %s8, %b#4
  %s10 = index.add %s9, %b#6
  %s11 = index.add %s10, %b#7
  %s12 = index.add %s11, %b#8
  %r = arith.index_cast %s12 : index to i64
  return %r : i64
}

// CHECK-LABEL: func.func @consts(
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %idx17 = index.constant 17
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx12 = index.constant 12
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx73014444032 = index.constant 73014444032
// CHECK-NEXT: %0 = index.divu %idx4294967296, %idx17
// CHECK-NEXT: %1 = index.shru %idx-1, %idx1
// CHECK-NEXT: return %idx12, %idx-3, %idx73014444032, %0, %idx-1, %1, %true, %false : index, index, index, index, index, index, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(
// CHECK-NEXT: %idx200 = index.constant 200
// CHECK-NEXT: %idx-56 = index.constant -56
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %0 = index.maxs %arg0, %idx1
// CHECK-NEXT: %1 = index.casts %arg1 : i8 to index
// CHECK-NEXT: return %arg0, %arg0, %arg0, %idx0, %0, %true, %idx-56, %idx200, %1 : index, index, index, index, index, i1, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %c9_i8 = arith.constant 9 : i8
// CHECK-NEXT: %0:8 = call @consts() : () -> (index, index, index, index, index, index, i1, i1)
// CHECK-NEXT: %1:9 = call @identities(%idx3, %c9_i8) : (index, i8) -> (index, index, index, index, index, i1, index, index, index)
// CHECK-NEXT: %2 = index.add %0#0, %0#1
// CHECK-NEXT: %3 = index.add %2, %0#2
// CHECK-NEXT: %4 = index.add %3, %0#3
// CHECK-NEXT: %5 = index.add %4, %0#4
// CHECK-NEXT: %6 = index.add %5, %0#5
// CHECK-NEXT: %7 = index.add %6, %1#0
// CHECK-NEXT: %8 = index.add %7, %1#1
// CHECK-NEXT: %9 = index.add %8, %1#2
// CHECK-NEXT: %10 = index.add %9, %1#3
// CHECK-NEXT: %11 = index.add %10, %1#4
// CHECK-NEXT: %12 = index.add %11, %1#6
// CHECK-NEXT: %13 = index.add %12, %1#7
// CHECK-NEXT: %14 = index.add %13, %1#8
// CHECK-NEXT: %15 = arith.index_cast %14 : index to i64
// CHECK-NEXT: return %15 : i64
// CHECK-NEXT: }
