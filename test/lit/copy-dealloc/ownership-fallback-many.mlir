// Many functions taken by the ownership fallback. The fallback's facts
// were the whole module's, built again for each function taken (a module
// of 1,000 such functions: 8.96 s, 82% of it the module's alias
// analysis). A function with no call that nothing names takes facts of
// its own, which are the module's for it (buffer_deallocation_fallback.c):
// 0.19 s. The last one, which @main calls, still takes the module's.
// The `timeout` bounds the run of 2,000 at 30 s: the sanitizer build takes
// about 2.4 s at load 3 and went past 10 s once with four heavy jobs on
// two cores; the old build took 22 s under load without the sanitizers.
// RUN: %python %S/Inputs/gen_fallback_functions.py 2000 > %t.mlir
// RUN: timeout 30 mlbuf-opt %t.mlir --buffer-deallocation --mlir-pass-statistics -o %t.out 2>&1 | FileCheck %s --check-prefix=STAT
// RUN: FileCheck %s < %t.out
// RUN: mlbuf-run --check %t.out -e main | FileCheck %s --check-prefix=VAL

// STAT: 2000 num-ownership-fallbacks
// Fresh: 1 + 5; kept: 5 + 5.
// VAL: {{^}}16{{$}}
// CHECK-LABEL: func.func @p0(
//  CHECK-SAME:   attributes {mlbuf.ownership_fallback}
//   CHECK-NOT:   bufferization.clone
//       CHECK:   memref.extract_aligned_pointer_as_index
//       CHECK:   return
// CHECK-LABEL: func.func @p1999(
//  CHECK-SAME:   attributes {mlbuf.ownership_fallback}
//       CHECK:   memref.extract_aligned_pointer_as_index
//       CHECK:   return
// CHECK-LABEL: func.func @main(
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
