// A function the ownership fallback takes that returns a view into a
// buffer (docs/copy-deallocation.md, "Ownership fallback"). The copy-based
// strategy refuses @view_of_kept (the scf.if's clone of %a would not see the
// store of 5). The ownership passes would return the subview as it is,
// where this pass's callers free each result as a buffer of its own (a
// free of an interior view); so the fallback hands the view over as a
// clone, which the function owns, and frees the view's buffer itself.
// Both calls run under --check: (2 + 5) * 10.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-opt --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @view_of_kept
//  CHECK-SAME:   attributes {mlbuf.ownership_fallback}
//       CHECK:   %[[V:.*]] = memref.subview
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[V]]
//       CHECK:   memref.dealloc
//       CHECK:   memref.dealloc
//       CHECK:   return %[[C]]
// CHECK-LABEL: func.func @main
//       CHECK:   %[[X:.*]] = call @view_of_kept
//       CHECK:   memref.dealloc %[[X]]
// VAL: 70

func.func @view_of_kept(%fresh: i1) -> memref<1xi64, strided<[1], offset: 1>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %five = arith.constant 5 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %one, %a[%c0] : memref<2xi64>
  memref.store %two, %a[%c1] : memref<2xi64>
  %r = scf.if %fresh -> memref<2xi64> {
    %b = memref.alloc() : memref<2xi64>
    memref.copy %a, %b : memref<2xi64> to memref<2xi64>
    scf.yield %b : memref<2xi64>
  } else {
    scf.yield %a : memref<2xi64>
  }
  memref.store %five, %a[%c1] : memref<2xi64>
  %v = memref.subview %r[1] [1] [1] : memref<2xi64> to memref<1xi64, strided<[1], offset: 1>>
  return %v : memref<1xi64, strided<[1], offset: 1>>
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = call @view_of_kept(%t) : (i1) -> memref<1xi64, strided<[1], offset: 1>>
  %y = call @view_of_kept(%f) : (i1) -> memref<1xi64, strided<[1], offset: 1>>
  %a = memref.load %x[%c0] : memref<1xi64, strided<[1], offset: 1>>
  %b = memref.load %y[%c0] : memref<1xi64, strided<[1], offset: 1>>
  %s = arith.addi %a, %b : i64
  %ten = arith.constant 10 : i64
  %s2 = arith.muli %s, %ten : i64
  return %s2 : i64
}
