// arith integer cast folds and patterns: ext(ext(x)) and trunc(trunc(x))
// skip the inner cast, trunc(ext(x)) is x or a narrower cast of x,
// index_cast round trips fold (LLVM 22 does not check the middle width),
// constants fold at the destination width, index_cast(extsi(x)) casts x,
// extsi(extui(x)) is extui(x), trunci(shrsi(x, c)) cutting exactly c bits
// uses shrui, and extended arithmetic whose second result is unused becomes
// plain addi / muli. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 2120380573

func.func @casts(%x: i8, %y: i64, %i: index) -> (i64, i8, i16, i16, index, i64, index, i64, index) {
  %a = arith.extui %x : i8 to i16
  %0 = arith.extui %a : i16 to i64
  %b = arith.extsi %x : i8 to i32
  %1 = arith.trunci %b : i32 to i8
  %2 = arith.trunci %b : i32 to i16
  %t = arith.trunci %y : i64 to i32
  %3 = arith.trunci %t : i32 to i16
  %n = arith.index_cast %i : index to i32
  %4 = arith.index_cast %n : i32 to index
  %w = arith.index_cast %t : i32 to index
  %5 = arith.index_cast %w : index to i64
  %e = arith.extsi %x : i8 to i64
  %6 = arith.index_cast %e : i64 to index
  %u = arith.extui %x : i8 to i32
  %7 = arith.extsi %u : i32 to i64
  %c = arith.constant -5 : i64
  %8 = arith.index_castui %c : i64 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i64, i8, i16, i16, index, i64, index, i64, index
}

func.func @shift(%x: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s : i64 to i32
  return %t : i32
}

func.func @extended(%a: i32, %b: i32) -> (i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  return %s, %l : i32, i32
}

func.func @main() -> i64 {
  %x = arith.constant -2 : i8
  %y = arith.constant 81985529216486895 : i64
  %i = arith.constant 70000 : index
  %r:9 = call @casts(%x, %y, %i) : (i8, i64, index) -> (i64, i8, i16, i16, index, i64, index, i64, index)
  %sh = call @shift(%y) : (i64) -> i32
  %r3 = arith.extsi %r#3 : i16 to i32
  %e:2 = call @extended(%r3, %sh) : (i32, i32) -> (i32, i32)
  %a = arith.extsi %r#1 : i8 to i64
  %b = arith.extsi %r#2 : i16 to i64
  %c = arith.index_cast %r#4 : index to i64
  %d = arith.index_cast %r#6 : index to i64
  %f = arith.extsi %e#0 : i32 to i64
  %g = arith.extsi %e#1 : i32 to i64
  %s0 = arith.addi %r#0, %a : i64
  %s1 = arith.xori %s0, %b : i64
  %s2 = arith.addi %s1, %c : i64
  %s3 = arith.xori %s2, %r#5 : i64
  %s4 = arith.addi %s3, %d : i64
  %r8 = arith.index_cast %r#8 : index to i64
  %s5 = arith.xori %s4, %r8 : i64
  %s5b = arith.addi %s5, %r#7 : i64
  %s6 = arith.addi %s5b, %f : i64
  %s7 = arith.xori %s6, %g : i64
  return %s7 : i64
}

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.trunci %arg1 : i64 to i32
// CHECK-NEXT: %3 = arith.trunci %arg1 : i64 to i16
// CHECK-NEXT: %4 = arith.index_cast %2 : i32 to index
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i64
// CHECK-NEXT: %6 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT: %7 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: return %0, %arg0, %1, %3, %arg2, %5, %6, %7, %c-5 : i64, i8, i16, i16, index, i64, index, i64, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shift(
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extended(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %c81985529216486895_i64 = arith.constant 81985529216486895 : i64
// CHECK-NEXT: %c70000 = arith.constant 70000 : index
// CHECK-NEXT: %0:9 = call @casts(%c-2_i8, %c81985529216486895_i64, %c70000) : (i8, i64, index) -> (i64, i8, i16, i16, index, i64, index, i64, index)
// CHECK-NEXT: %1 = call @shift(%c81985529216486895_i64) : (i64) -> i32
// CHECK-NEXT: %2 = arith.extsi %0#3 : i16 to i32
// CHECK-NEXT: %3:2 = call @extended(%2, %1) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: %4 = arith.extsi %0#1 : i8 to i64
// CHECK-NEXT: %5 = arith.extsi %0#2 : i16 to i64
// CHECK-NEXT: %6 = arith.index_cast %0#4 : index to i64
// CHECK-NEXT: %7 = arith.index_cast %0#6 : index to i64
// CHECK-NEXT: %8 = arith.extsi %3#0 : i32 to i64
// CHECK-NEXT: %9 = arith.extsi %3#1 : i32 to i64
// CHECK-NEXT: %10 = arith.addi %0#0, %4 : i64
// CHECK-NEXT: %11 = arith.xori %10, %5 : i64
// CHECK-NEXT: %12 = arith.addi %11, %6 : i64
// CHECK-NEXT: %13 = arith.xori %12, %0#5 : i64
// CHECK-NEXT: %14 = arith.addi %13, %7 : i64
// CHECK-NEXT: %15 = arith.index_cast %0#8 : index to i64
// CHECK-NEXT: %16 = arith.xori %14, %15 : i64
// CHECK-NEXT: %17 = arith.addi %16, %0#7 : i64
// CHECK-NEXT: %18 = arith.addi %17, %8 : i64
// CHECK-NEXT: %19 = arith.xori %18, %9 : i64
// CHECK-NEXT: return %19 : i64
// CHECK-NEXT: }
