// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// mlb_alias_follow finds whether a value was found already by scanning
// the values found, up to 32 (MLB_ALIAS_FOLLOW_SCAN_MAX), past that in a
// map: %a flows into exactly 32 values in @at_limit (16 casts, each also
// selected against %a itself, so that most values are reached twice and
// %a comes back to itself), into 33 in @past_limit (one cast more). Both
// give the analysis' lists. (The sanitizer build's limit of 1 takes the
// map for both.)
// CHECK-LABEL: // ---- Aliases: @at_limit ----
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%cast, %0, %cast_0, %1, %cast_1, %2, %cast_2, %3, %cast_3, %4, %cast_4, %5, %cast_5, %6, %cast_6, %7, %cast_7, %8, %cast_8, %9, %cast_9, %10, %cast_10, %11, %cast_11, %12, %cast_12, %13, %cast_13, %14, %cast_14, %15] from []
// CHECK-LABEL: // ---- Aliases: @past_limit ----
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%cast, %0, %cast_0, %1, %cast_1, %2, %cast_2, %3, %cast_3, %4, %cast_4, %5, %cast_5, %6, %cast_6, %7, %cast_7, %8, %cast_8, %9, %cast_9, %10, %cast_10, %11, %cast_11, %12, %cast_12, %13, %cast_13, %14, %cast_14, %15, %cast_15] from []
func.func @at_limit(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %v0 = memref.cast %a : memref<2xf32> to memref<2xf32>
  %s0 = arith.select %c, %v0, %a : memref<2xf32>
  %v1 = memref.cast %v0 : memref<2xf32> to memref<2xf32>
  %s1 = arith.select %c, %v1, %a : memref<2xf32>
  %v2 = memref.cast %v1 : memref<2xf32> to memref<2xf32>
  %s2 = arith.select %c, %v2, %a : memref<2xf32>
  %v3 = memref.cast %v2 : memref<2xf32> to memref<2xf32>
  %s3 = arith.select %c, %v3, %a : memref<2xf32>
  %v4 = memref.cast %v3 : memref<2xf32> to memref<2xf32>
  %s4 = arith.select %c, %v4, %a : memref<2xf32>
  %v5 = memref.cast %v4 : memref<2xf32> to memref<2xf32>
  %s5 = arith.select %c, %v5, %a : memref<2xf32>
  %v6 = memref.cast %v5 : memref<2xf32> to memref<2xf32>
  %s6 = arith.select %c, %v6, %a : memref<2xf32>
  %v7 = memref.cast %v6 : memref<2xf32> to memref<2xf32>
  %s7 = arith.select %c, %v7, %a : memref<2xf32>
  %v8 = memref.cast %v7 : memref<2xf32> to memref<2xf32>
  %s8 = arith.select %c, %v8, %a : memref<2xf32>
  %v9 = memref.cast %v8 : memref<2xf32> to memref<2xf32>
  %s9 = arith.select %c, %v9, %a : memref<2xf32>
  %v10 = memref.cast %v9 : memref<2xf32> to memref<2xf32>
  %s10 = arith.select %c, %v10, %a : memref<2xf32>
  %v11 = memref.cast %v10 : memref<2xf32> to memref<2xf32>
  %s11 = arith.select %c, %v11, %a : memref<2xf32>
  %v12 = memref.cast %v11 : memref<2xf32> to memref<2xf32>
  %s12 = arith.select %c, %v12, %a : memref<2xf32>
  %v13 = memref.cast %v12 : memref<2xf32> to memref<2xf32>
  %s13 = arith.select %c, %v13, %a : memref<2xf32>
  %v14 = memref.cast %v13 : memref<2xf32> to memref<2xf32>
  %s14 = arith.select %c, %v14, %a : memref<2xf32>
  %v15 = memref.cast %v14 : memref<2xf32> to memref<2xf32>
  %s15 = arith.select %c, %v15, %a : memref<2xf32>
  "test.use"(%v15) : (memref<2xf32>) -> ()
  return
}
func.func @past_limit(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %v0 = memref.cast %a : memref<2xf32> to memref<2xf32>
  %s0 = arith.select %c, %v0, %a : memref<2xf32>
  %v1 = memref.cast %v0 : memref<2xf32> to memref<2xf32>
  %s1 = arith.select %c, %v1, %a : memref<2xf32>
  %v2 = memref.cast %v1 : memref<2xf32> to memref<2xf32>
  %s2 = arith.select %c, %v2, %a : memref<2xf32>
  %v3 = memref.cast %v2 : memref<2xf32> to memref<2xf32>
  %s3 = arith.select %c, %v3, %a : memref<2xf32>
  %v4 = memref.cast %v3 : memref<2xf32> to memref<2xf32>
  %s4 = arith.select %c, %v4, %a : memref<2xf32>
  %v5 = memref.cast %v4 : memref<2xf32> to memref<2xf32>
  %s5 = arith.select %c, %v5, %a : memref<2xf32>
  %v6 = memref.cast %v5 : memref<2xf32> to memref<2xf32>
  %s6 = arith.select %c, %v6, %a : memref<2xf32>
  %v7 = memref.cast %v6 : memref<2xf32> to memref<2xf32>
  %s7 = arith.select %c, %v7, %a : memref<2xf32>
  %v8 = memref.cast %v7 : memref<2xf32> to memref<2xf32>
  %s8 = arith.select %c, %v8, %a : memref<2xf32>
  %v9 = memref.cast %v8 : memref<2xf32> to memref<2xf32>
  %s9 = arith.select %c, %v9, %a : memref<2xf32>
  %v10 = memref.cast %v9 : memref<2xf32> to memref<2xf32>
  %s10 = arith.select %c, %v10, %a : memref<2xf32>
  %v11 = memref.cast %v10 : memref<2xf32> to memref<2xf32>
  %s11 = arith.select %c, %v11, %a : memref<2xf32>
  %v12 = memref.cast %v11 : memref<2xf32> to memref<2xf32>
  %s12 = arith.select %c, %v12, %a : memref<2xf32>
  %v13 = memref.cast %v12 : memref<2xf32> to memref<2xf32>
  %s13 = arith.select %c, %v13, %a : memref<2xf32>
  %v14 = memref.cast %v13 : memref<2xf32> to memref<2xf32>
  %s14 = arith.select %c, %v14, %a : memref<2xf32>
  %v15 = memref.cast %v14 : memref<2xf32> to memref<2xf32>
  %s15 = arith.select %c, %v15, %a : memref<2xf32>
  %w0 = memref.cast %v15 : memref<2xf32> to memref<2xf32>
  "test.use"(%w0) : (memref<2xf32>) -> ()
  return
}
