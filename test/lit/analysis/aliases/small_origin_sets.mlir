// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// Origin sets of up to 64 buffer values are bit masks propagated to a
// fixpoint (alias_sets.c, small_origins); past that, and when a value is
// reached from no origin at all, by strongly connected components. A loop
// of branches carrying 64 buffer values (the argument, the header's
// argument, 31 allocations and 31 selects) and the same with one
// allocation more give the same sets: every value of the loop holds the
// argument and every allocation. In @sourceless a block no edge enters
// keeps its argument to itself: the components make it an unknown origin,
// the small path leaves that to them. (The sanitizer build's limit of 1
// takes the components for all three.)
func.func @at_limit(%c: i1, %arg: memref<2xf32>) {
  cf.br ^head(%arg : memref<2xf32>)
^head(%x: memref<2xf32>):
  %a0 = memref.alloc() : memref<2xf32>
  %s0 = arith.select %c, %x, %a0 : memref<2xf32>
  %a1 = memref.alloc() : memref<2xf32>
  %s1 = arith.select %c, %s0, %a1 : memref<2xf32>
  %a2 = memref.alloc() : memref<2xf32>
  %s2 = arith.select %c, %s1, %a2 : memref<2xf32>
  %a3 = memref.alloc() : memref<2xf32>
  %s3 = arith.select %c, %s2, %a3 : memref<2xf32>
  %a4 = memref.alloc() : memref<2xf32>
  %s4 = arith.select %c, %s3, %a4 : memref<2xf32>
  %a5 = memref.alloc() : memref<2xf32>
  %s5 = arith.select %c, %s4, %a5 : memref<2xf32>
  %a6 = memref.alloc() : memref<2xf32>
  %s6 = arith.select %c, %s5, %a6 : memref<2xf32>
  %a7 = memref.alloc() : memref<2xf32>
  %s7 = arith.select %c, %s6, %a7 : memref<2xf32>
  %a8 = memref.alloc() : memref<2xf32>
  %s8 = arith.select %c, %s7, %a8 : memref<2xf32>
  %a9 = memref.alloc() : memref<2xf32>
  %s9 = arith.select %c, %s8, %a9 : memref<2xf32>
  %a10 = memref.alloc() : memref<2xf32>
  %s10 = arith.select %c, %s9, %a10 : memref<2xf32>
  %a11 = memref.alloc() : memref<2xf32>
  %s11 = arith.select %c, %s10, %a11 : memref<2xf32>
  %a12 = memref.alloc() : memref<2xf32>
  %s12 = arith.select %c, %s11, %a12 : memref<2xf32>
  %a13 = memref.alloc() : memref<2xf32>
  %s13 = arith.select %c, %s12, %a13 : memref<2xf32>
  %a14 = memref.alloc() : memref<2xf32>
  %s14 = arith.select %c, %s13, %a14 : memref<2xf32>
  %a15 = memref.alloc() : memref<2xf32>
  %s15 = arith.select %c, %s14, %a15 : memref<2xf32>
  %a16 = memref.alloc() : memref<2xf32>
  %s16 = arith.select %c, %s15, %a16 : memref<2xf32>
  %a17 = memref.alloc() : memref<2xf32>
  %s17 = arith.select %c, %s16, %a17 : memref<2xf32>
  %a18 = memref.alloc() : memref<2xf32>
  %s18 = arith.select %c, %s17, %a18 : memref<2xf32>
  %a19 = memref.alloc() : memref<2xf32>
  %s19 = arith.select %c, %s18, %a19 : memref<2xf32>
  %a20 = memref.alloc() : memref<2xf32>
  %s20 = arith.select %c, %s19, %a20 : memref<2xf32>
  %a21 = memref.alloc() : memref<2xf32>
  %s21 = arith.select %c, %s20, %a21 : memref<2xf32>
  %a22 = memref.alloc() : memref<2xf32>
  %s22 = arith.select %c, %s21, %a22 : memref<2xf32>
  %a23 = memref.alloc() : memref<2xf32>
  %s23 = arith.select %c, %s22, %a23 : memref<2xf32>
  %a24 = memref.alloc() : memref<2xf32>
  %s24 = arith.select %c, %s23, %a24 : memref<2xf32>
  %a25 = memref.alloc() : memref<2xf32>
  %s25 = arith.select %c, %s24, %a25 : memref<2xf32>
  %a26 = memref.alloc() : memref<2xf32>
  %s26 = arith.select %c, %s25, %a26 : memref<2xf32>
  %a27 = memref.alloc() : memref<2xf32>
  %s27 = arith.select %c, %s26, %a27 : memref<2xf32>
  %a28 = memref.alloc() : memref<2xf32>
  %s28 = arith.select %c, %s27, %a28 : memref<2xf32>
  %a29 = memref.alloc() : memref<2xf32>
  %s29 = arith.select %c, %s28, %a29 : memref<2xf32>
  %a30 = memref.alloc() : memref<2xf32>
  %s30 = arith.select %c, %s29, %a30 : memref<2xf32>
  cf.cond_br %c, ^head(%s30 : memref<2xf32>), ^exit
^exit:
  return
}
func.func @past_limit(%c: i1, %arg: memref<2xf32>) {
  cf.br ^head(%arg : memref<2xf32>)
^head(%x: memref<2xf32>):
  %a0 = memref.alloc() : memref<2xf32>
  %s0 = arith.select %c, %x, %a0 : memref<2xf32>
  %a1 = memref.alloc() : memref<2xf32>
  %s1 = arith.select %c, %s0, %a1 : memref<2xf32>
  %a2 = memref.alloc() : memref<2xf32>
  %s2 = arith.select %c, %s1, %a2 : memref<2xf32>
  %a3 = memref.alloc() : memref<2xf32>
  %s3 = arith.select %c, %s2, %a3 : memref<2xf32>
  %a4 = memref.alloc() : memref<2xf32>
  %s4 = arith.select %c, %s3, %a4 : memref<2xf32>
  %a5 = memref.alloc() : memref<2xf32>
  %s5 = arith.select %c, %s4, %a5 : memref<2xf32>
  %a6 = memref.alloc() : memref<2xf32>
  %s6 = arith.select %c, %s5, %a6 : memref<2xf32>
  %a7 = memref.alloc() : memref<2xf32>
  %s7 = arith.select %c, %s6, %a7 : memref<2xf32>
  %a8 = memref.alloc() : memref<2xf32>
  %s8 = arith.select %c, %s7, %a8 : memref<2xf32>
  %a9 = memref.alloc() : memref<2xf32>
  %s9 = arith.select %c, %s8, %a9 : memref<2xf32>
  %a10 = memref.alloc() : memref<2xf32>
  %s10 = arith.select %c, %s9, %a10 : memref<2xf32>
  %a11 = memref.alloc() : memref<2xf32>
  %s11 = arith.select %c, %s10, %a11 : memref<2xf32>
  %a12 = memref.alloc() : memref<2xf32>
  %s12 = arith.select %c, %s11, %a12 : memref<2xf32>
  %a13 = memref.alloc() : memref<2xf32>
  %s13 = arith.select %c, %s12, %a13 : memref<2xf32>
  %a14 = memref.alloc() : memref<2xf32>
  %s14 = arith.select %c, %s13, %a14 : memref<2xf32>
  %a15 = memref.alloc() : memref<2xf32>
  %s15 = arith.select %c, %s14, %a15 : memref<2xf32>
  %a16 = memref.alloc() : memref<2xf32>
  %s16 = arith.select %c, %s15, %a16 : memref<2xf32>
  %a17 = memref.alloc() : memref<2xf32>
  %s17 = arith.select %c, %s16, %a17 : memref<2xf32>
  %a18 = memref.alloc() : memref<2xf32>
  %s18 = arith.select %c, %s17, %a18 : memref<2xf32>
  %a19 = memref.alloc() : memref<2xf32>
  %s19 = arith.select %c, %s18, %a19 : memref<2xf32>
  %a20 = memref.alloc() : memref<2xf32>
  %s20 = arith.select %c, %s19, %a20 : memref<2xf32>
  %a21 = memref.alloc() : memref<2xf32>
  %s21 = arith.select %c, %s20, %a21 : memref<2xf32>
  %a22 = memref.alloc() : memref<2xf32>
  %s22 = arith.select %c, %s21, %a22 : memref<2xf32>
  %a23 = memref.alloc() : memref<2xf32>
  %s23 = arith.select %c, %s22, %a23 : memref<2xf32>
  %a24 = memref.alloc() : memref<2xf32>
  %s24 = arith.select %c, %s23, %a24 : memref<2xf32>
  %a25 = memref.alloc() : memref<2xf32>
  %s25 = arith.select %c, %s24, %a25 : memref<2xf32>
  %a26 = memref.alloc() : memref<2xf32>
  %s26 = arith.select %c, %s25, %a26 : memref<2xf32>
  %a27 = memref.alloc() : memref<2xf32>
  %s27 = arith.select %c, %s26, %a27 : memref<2xf32>
  %a28 = memref.alloc() : memref<2xf32>
  %s28 = arith.select %c, %s27, %a28 : memref<2xf32>
  %a29 = memref.alloc() : memref<2xf32>
  %s29 = arith.select %c, %s28, %a29 : memref<2xf32>
  %a30 = memref.alloc() : memref<2xf32>
  %s30 = arith.select %c, %s29, %a30 : memref<2xf32>
  %e0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^head(%s30 : memref<2xf32>), ^exit
^exit:
  return
}
func.func @sourceless(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  return
^dead(%x: memref<2xf32>):
  %y = memref.cast %x : memref<2xf32> to memref<?xf32>
  %s = arith.select %c, %x, %a : memref<2xf32>
  cf.br ^dead(%x : memref<2xf32>)
}

// CHECK-LABEL: // ---- Aliases: @at_limit ----{{$}}
// CHECK: %0: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4, alloc %alloc_5, alloc %alloc_6, alloc %alloc_7, alloc %alloc_8, alloc %alloc_9, alloc %alloc_10, alloc %alloc_11, alloc %alloc_12, alloc %alloc_13, alloc %alloc_14, alloc %alloc_15, alloc %alloc_16, alloc %alloc_17, alloc %alloc_18, alloc %alloc_19, alloc %alloc_20, alloc %alloc_21, alloc %alloc_22, alloc %alloc_23, alloc %alloc_24, alloc %alloc_25, alloc %alloc_26, alloc %alloc_27, alloc %alloc_28, alloc %alloc_29] to [
// CHECK: %31: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4, alloc %alloc_5, alloc %alloc_6, alloc %alloc_7, alloc %alloc_8, alloc %alloc_9, alloc %alloc_10, alloc %alloc_11, alloc %alloc_12, alloc %alloc_13, alloc %alloc_14, alloc %alloc_15, alloc %alloc_16, alloc %alloc_17, alloc %alloc_18, alloc %alloc_19, alloc %alloc_20, alloc %alloc_21, alloc %alloc_22, alloc %alloc_23, alloc %alloc_24, alloc %alloc_25, alloc %alloc_26, alloc %alloc_27, alloc %alloc_28, alloc %alloc_29] to [
// CHECK-LABEL: // ---- Aliases: @past_limit ----{{$}}
// CHECK: %0: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4, alloc %alloc_5, alloc %alloc_6, alloc %alloc_7, alloc %alloc_8, alloc %alloc_9, alloc %alloc_10, alloc %alloc_11, alloc %alloc_12, alloc %alloc_13, alloc %alloc_14, alloc %alloc_15, alloc %alloc_16, alloc %alloc_17, alloc %alloc_18, alloc %alloc_19, alloc %alloc_20, alloc %alloc_21, alloc %alloc_22, alloc %alloc_23, alloc %alloc_24, alloc %alloc_25, alloc %alloc_26, alloc %alloc_27, alloc %alloc_28, alloc %alloc_29] to [
// CHECK: %31: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4, alloc %alloc_5, alloc %alloc_6, alloc %alloc_7, alloc %alloc_8, alloc %alloc_9, alloc %alloc_10, alloc %alloc_11, alloc %alloc_12, alloc %alloc_13, alloc %alloc_14, alloc %alloc_15, alloc %alloc_16, alloc %alloc_17, alloc %alloc_18, alloc %alloc_19, alloc %alloc_20, alloc %alloc_21, alloc %alloc_22, alloc %alloc_23, alloc %alloc_24, alloc %alloc_25, alloc %alloc_26, alloc %alloc_27, alloc %alloc_28, alloc %alloc_29] to [
// CHECK: %alloc_30: origins [alloc %alloc_30] to [
// CHECK-LABEL: // ---- Aliases: @sourceless ----{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%1] from []{{$}}
// CHECK-NEXT: %0: origins [unknown %0] to [%cast, %1] from []{{$}}
// CHECK-NEXT: %cast: origins [unknown %0] to [] from [%0]{{$}}
// CHECK-NEXT: %1: origins [alloc %alloc, unknown %0] to [] from [%alloc, %0]{{$}}
