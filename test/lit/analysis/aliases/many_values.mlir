// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// Up to 16 buffer values (MLB_ALIAS_SCAN_MAX) the analysis finds a value's
// id by scanning its values, past that through a map: a function at the
// limit (the argument, 8 allocations, 7 selects) and one just past it
// (8 selects) give the same answers, down to the last value numbered.
// (The sanitizer build's limit of 1 takes the map for both.)
func.func @at_limit(%c: i1, %arg: memref<2xf32>) {
  %a0 = memref.alloc() : memref<2xf32>
  %s0 = arith.select %c, %arg, %a0 : memref<2xf32>
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
  "test.use"(%s6) : (memref<2xf32>) -> ()
  return
}
func.func @past_limit(%c: i1, %arg: memref<2xf32>) {
  %a0 = memref.alloc() : memref<2xf32>
  %s0 = arith.select %c, %arg, %a0 : memref<2xf32>
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
  "test.use"(%s7) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: // ---- Aliases: @at_limit ----{{$}}
// CHECK-NEXT: %arg1: origins [arg %arg1] to [%0, %1, %2, %3, %4, %5, %6] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %1, %2, %3, %4, %5, %6] from []{{$}}
// CHECK-NEXT: %0: origins [arg %arg1, alloc %alloc] to [%1, %2, %3, %4, %5, %6] from [%arg1, %alloc]{{$}}
// CHECK-NEXT: %alloc_0: origins [alloc %alloc_0] to [%1, %2, %3, %4, %5, %6] from []{{$}}
// CHECK-NEXT: %1: origins [arg %arg1, alloc %alloc, alloc %alloc_0] to [%2, %3, %4, %5, %6] from [%arg1, %alloc, %0, %alloc_0]{{$}}
// CHECK-NEXT: %alloc_1: origins [alloc %alloc_1] to [%2, %3, %4, %5, %6] from []{{$}}
// CHECK-NEXT: %2: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1] to [%3, %4, %5, %6] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1]{{$}}
// CHECK-NEXT: %alloc_2: origins [alloc %alloc_2] to [%3, %4, %5, %6] from []{{$}}
// CHECK-NEXT: %3: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2] to [%4, %5, %6] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2]{{$}}
// CHECK-NEXT: %alloc_3: origins [alloc %alloc_3] to [%4, %5, %6] from []{{$}}
// CHECK-NEXT: %4: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3] to [%5, %6] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2, %3, %alloc_3]{{$}}
// CHECK-NEXT: %alloc_4: origins [alloc %alloc_4] to [%5, %6] from []{{$}}
// CHECK-NEXT: %5: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4] to [%6] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2, %3, %alloc_3, %4, %alloc_4]{{$}}
// CHECK-NEXT: %alloc_5: origins [alloc %alloc_5] to [%6] from []{{$}}
// CHECK-NEXT: %6: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4, alloc %alloc_5] to [] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2, %3, %alloc_3, %4, %alloc_4, %5, %alloc_5]{{$}}
// CHECK-NEXT: %alloc_6: origins [alloc %alloc_6] to [] from []{{$}}
// CHECK-LABEL: // ---- Aliases: @past_limit ----{{$}}
// CHECK-NEXT: %arg1: origins [arg %arg1] to [%0, %1, %2, %3, %4, %5, %6, %7] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %1, %2, %3, %4, %5, %6, %7] from []{{$}}
// CHECK-NEXT: %0: origins [arg %arg1, alloc %alloc] to [%1, %2, %3, %4, %5, %6, %7] from [%arg1, %alloc]{{$}}
// CHECK-NEXT: %alloc_0: origins [alloc %alloc_0] to [%1, %2, %3, %4, %5, %6, %7] from []{{$}}
// CHECK-NEXT: %1: origins [arg %arg1, alloc %alloc, alloc %alloc_0] to [%2, %3, %4, %5, %6, %7] from [%arg1, %alloc, %0, %alloc_0]{{$}}
// CHECK-NEXT: %alloc_1: origins [alloc %alloc_1] to [%2, %3, %4, %5, %6, %7] from []{{$}}
// CHECK-NEXT: %2: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1] to [%3, %4, %5, %6, %7] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1]{{$}}
// CHECK-NEXT: %alloc_2: origins [alloc %alloc_2] to [%3, %4, %5, %6, %7] from []{{$}}
// CHECK-NEXT: %3: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2] to [%4, %5, %6, %7] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2]{{$}}
// CHECK-NEXT: %alloc_3: origins [alloc %alloc_3] to [%4, %5, %6, %7] from []{{$}}
// CHECK-NEXT: %4: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3] to [%5, %6, %7] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2, %3, %alloc_3]{{$}}
// CHECK-NEXT: %alloc_4: origins [alloc %alloc_4] to [%5, %6, %7] from []{{$}}
// CHECK-NEXT: %5: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4] to [%6, %7] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2, %3, %alloc_3, %4, %alloc_4]{{$}}
// CHECK-NEXT: %alloc_5: origins [alloc %alloc_5] to [%6, %7] from []{{$}}
// CHECK-NEXT: %6: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4, alloc %alloc_5] to [%7] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2, %3, %alloc_3, %4, %alloc_4, %5, %alloc_5]{{$}}
// CHECK-NEXT: %alloc_6: origins [alloc %alloc_6] to [%7] from []{{$}}
// CHECK-NEXT: %7: origins [arg %arg1, alloc %alloc, alloc %alloc_0, alloc %alloc_1, alloc %alloc_2, alloc %alloc_3, alloc %alloc_4, alloc %alloc_5, alloc %alloc_6] to [] from [%arg1, %alloc, %0, %alloc_0, %1, %alloc_1, %2, %alloc_2, %3, %alloc_3, %4, %alloc_4, %5, %alloc_5, %6, %alloc_6]{{$}}
