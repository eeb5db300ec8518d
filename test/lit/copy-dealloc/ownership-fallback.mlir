// A function the copy-based strategy must refuse goes to the ownership-based
// passes instead (option ownership-fallback, on by default). @pick_or_keep
// yields either a new buffer or %a out of its scf.if and then writes %a:
// a clone of %a for the if's result would not see the write, so the
// copy-based placement is refused. Freed by run-time ownership instead, it
// compares base pointers and frees each buffer once. @caller stays
// copy-based (one memref.dealloc after its last use, no pointer
// comparisons) and calls it: both follow one function-boundary ABI.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %s --buffer-deallocation --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STAT

// The mark tells the functions handled later that its frees (which compare
// pointers at run time) never free an argument.
// CHECK-LABEL: func.func @pick_or_keep
//  CHECK-SAME:   attributes {mlbuf.ownership_fallback}
//   CHECK-NOT:   bufferization.clone
//       CHECK:   scf.if
//       CHECK:   memref.store
//       CHECK:   memref.extract_aligned_pointer_as_index
//       CHECK:   memref.dealloc
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return
func.func @pick_or_keep(%fresh: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %one, %a[%c0] : memref<2xi64>
  %r = scf.if %fresh -> memref<2xi64> {
    %b = memref.alloc() : memref<2xi64>
    memref.copy %a, %b : memref<2xi64> to memref<2xi64>
    scf.yield %b : memref<2xi64>
  } else {
    scf.yield %a : memref<2xi64>
  }
  memref.store %five, %a[%c0] : memref<2xi64>
  %x = memref.load %r[%c0] : memref<2xi64>
  %y = memref.load %a[%c0] : memref<2xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

// CHECK-LABEL: func.func @main
//       CHECK:   %[[M:.*]] = memref.alloc()
//       CHECK:   call @pick_or_keep
//       CHECK:   call @pick_or_keep
//       CHECK:   memref.load %[[M]]
//  CHECK-NEXT:   memref.dealloc %[[M]]
//   CHECK-NOT:   memref.extract_aligned_pointer_as_index
//       CHECK:   return
// Fresh: 1 + 5; kept: 5 + 5; and 7 from %m.
// VAL: {{^}}23{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %seven = arith.constant 7 : i64
  %m = memref.alloc() : memref<1xi64>
  memref.store %seven, %m[%c0] : memref<1xi64>
  %p = call @pick_or_keep(%t) : (i1) -> i64
  %q = call @pick_or_keep(%f) : (i1) -> i64
  %v = memref.load %m[%c0] : memref<1xi64>
  %s = arith.addi %p, %q : i64
  %s2 = arith.addi %s, %v : i64
  return %s2 : i64
}

// STAT: 1 num-ownership-fallbacks
