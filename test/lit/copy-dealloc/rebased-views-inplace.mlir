// A reinterpret_cast that addresses only elements of its source, from the
// source's first one, reads the same bytes of a clone of the source as of
// the source: buffer-deallocation clones views that reach it
// (MlbViewIface.within_source). The common case is expand-realloc's
// in-place branch: a loop carrying a buffer reallocated in every trip,
// whose in-place branch reinterprets the carried buffer, which holds a
// clone of the previous trip's result. rebased-views.mlir: the shapes that
// stay refused.
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | FileCheck %s
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @shrink_and_grow
//       CHECK:   scf.for
//       CHECK:     memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}], strides: [1]
//       CHECK:     bufferization.clone
func.func @shrink_and_grow() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c6) : memref<?xi64>
  scf.for %j = %c0 to %c6 step %c1 {
    %v = arith.index_cast %j : index to i64
    memref.store %v, %m[%j] : memref<?xi64>
  }
  // Trips 0, 1, 3: one element less (in place); trip 2: two more (a new
  // buffer, the old elements copied).
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%it = %m) -> (memref<?xi64>) {
    %d = memref.dim %it, %c0 : memref<?xi64>
    %grow = arith.cmpi eq, %i, %c2 : index
    %up = arith.addi %d, %c2 : index
    %down = arith.subi %d, %c1 : index
    %n = arith.select %grow, %up, %down : index
    %re = memref.realloc %it(%n) : memref<?xi64> to memref<?xi64>
    %ten = arith.constant 10 : i64
    %last = arith.subi %n, %c1 : index
    memref.store %ten, %re[%last] : memref<?xi64>
    scf.yield %re : memref<?xi64>
  }
  %s0 = memref.load %r[%c0] : memref<?xi64>
  %s1 = memref.load %r[%c1] : memref<?xi64>
  %s2 = memref.load %r[%c2] : memref<?xi64>
  %c3 = arith.constant 3 : index
  %s3 = memref.load %r[%c3] : memref<?xi64>
  %s4 = memref.load %r[%c4] : memref<?xi64>
  %a = arith.addi %s0, %s1 : i64
  %b = arith.addi %s2, %s3 : i64
  %e = arith.addi %a, %b : i64
  %f = arith.addi %e, %s4 : i64
  %dn = memref.dim %r, %c0 : memref<?xi64>
  %dl = arith.index_cast %dn : index to i64
  %g = arith.muli %f, %dl : i64
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
// OUT: 122
func.func @main() -> i64 {
  %t = arith.constant true
  %a = func.call @shrink_and_grow() : () -> i64
  %b = func.call @static_within(%t) : (i1) -> i64
  %s = arith.addi %a, %b : i64
  return %s : i64
}
