// A reinterpret_cast that addresses only elements of its source, from the
// source's first one, reads the same bytes of a clone of the source as of
// the source: buffer-deallocation clones views that reach it
// (MlbViewIface.within_source). The common case is expand-realloc's
// in-place branch reinterpreting a buffer that holds a clone.
// rebased-views.mlir: the shapes that stay refused; separation-refused.mlir:
// a loop reallocating its carried buffer, refused by the separation check.
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | FileCheck %s
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @shrink_twice
//       CHECK:   memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}], strides: [1]
//       CHECK:   bufferization.clone
//       CHECK:   memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}], strides: [1]
func.func @shrink_twice(%k: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c6) : memref<?xi64>
  scf.for %j = %c0 to %c6 step %c1 {
    %v = arith.index_cast %j : index to i64
    memref.store %v, %m[%j] : memref<?xi64>
  }
  // In place (6 -> 5): the result may be a new buffer or the reinterpreted
  // one, so it gets a clone of the latter, which the second realloc
  // reinterprets in its own in-place branch (5 -> %k).
  %c5 = arith.constant 5 : index
  %r1 = memref.realloc %m(%c5) : memref<?xi64> to memref<?xi64>
  %ten = arith.constant 10 : i64
  %c4 = arith.constant 4 : index
  memref.store %ten, %r1[%c4] : memref<?xi64>
  %r2 = memref.realloc %r1(%k) : memref<?xi64> to memref<?xi64>
  %s0 = memref.load %r2[%c1] : memref<?xi64>
  %s4 = memref.load %r2[%c4] : memref<?xi64>
  %a = arith.addi %s0, %s4 : i64
  %dn = memref.dim %r2, %c0 : memref<?xi64>
  %dl = arith.index_cast %dn : index to i64
  %g = arith.muli %a, %dl : i64
  return %g : i64
}

// A static size within a static source: the first 2 of 3 elements.
// CHECK-LABEL: func.func @static_within
//       CHECK:   bufferization.clone
func.func @static_within(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i64
  cf.cond_br %c, ^t, ^e
^t:
  %a = memref.alloc() : memref<3xi64>
  memref.store %k, %a[%c0] : memref<3xi64>
  %v = memref.subview %a[0] [3] [1] : memref<3xi64> to memref<3xi64, strided<[1]>>
  %w = memref.cast %v : memref<3xi64, strided<[1]>> to memref<3xi64>
  cf.br ^j(%w : memref<3xi64>)
^e:
  %b = memref.alloc() : memref<3xi64>
  memref.store %k, %b[%c0] : memref<3xi64>
  cf.br ^j(%b : memref<3xi64>)
^j(%m: memref<3xi64>):
  %two = memref.reinterpret_cast %m to offset: [0], sizes: [2], strides: [1] : memref<3xi64> to memref<2xi64>
  %x = memref.load %two[%c0] : memref<2xi64>
  return %x : i64
}

// The input returns the same value.
// OUT: 62
func.func @main() -> i64 {
  %t = arith.constant true
  %c5 = arith.constant 5 : index
  %a = func.call @shrink_twice(%c5) : (index) -> i64
  %b = func.call @static_within(%t) : (i1) -> i64
  %s = arith.addi %a, %b : i64
  return %s : i64
}
