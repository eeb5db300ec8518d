// scf loops: nested scf.for with iter_args (including a swap through the
// yield), zero-trip and stepped loops, unsigned comparison, scf.while, and
// scf.parallel with scf.reduce (run in order).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func @main() -> (i64, i64, i64, i64, i64, i64, i64, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %i0 = arith.constant 0 : i64
  %i1 = arith.constant 1 : i64
  %i2 = arith.constant 2 : i64

  // Fibonacci by swapping two iter_args: yields (y, x + y).
  %fib:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %i0, %y = %i1) -> (i64, i64) {
    %z = arith.addi %x, %y : i64
    scf.yield %y, %z : i64, i64
  }
  // CHECK: {{^}}55{{$}}
  // CHECK-NEXT: {{^}}89{{$}}

  // Triangle sum over a nested loop with a stepped inner loop.
  %tri = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %i0) -> (i64) {
    %in = scf.for %j = %c0 to %i step %c2 iter_args(%a = %acc) -> (i64) {
      %a1 = arith.addi %a, %i1 : i64
      scf.yield %a1 : i64
    }
    scf.yield %in : i64
  }
  // 0 + 1 + 1 + 2 + 2
  // CHECK-NEXT: {{^}}6{{$}}

  // Zero-trip loop: results are the inits.
  %zt = scf.for %i = %c5 to %c2 step %c1 iter_args(%a = %i2) -> (i64) {
    scf.yield %i0 : i64
  }
  // CHECK-NEXT: {{^}}2{{$}}

  // Unsigned comparison: 0 to -1 (as unsigned, huge) with a big step.
  %m1 = arith.constant -1 : i64
  %big = arith.constant 4611686018427387904 : i64
  %un = scf.for unsigned %i = %i0 to %m1 step %big iter_args(%a = %i0) -> (i64) : i64 {
    %a1 = arith.addi %a, %i1 : i64
    scf.yield %a1 : i64
  }
  // CHECK-NEXT: {{^}}4{{$}}

  // scf.while doubling until >= 100.
  %w = scf.while (%v = %i1) : (i64) -> i64 {
    %c100 = arith.constant 100 : i64
    %cond = arith.cmpi slt, %v, %c100 : i64
    scf.condition(%cond) %v : i64
  } do {
  ^bb0(%v: i64):
    %n = arith.muli %v, %i2 : i64
    scf.yield %n : i64
  }
  // CHECK-NEXT: {{^}}128{{$}}

  // scf.parallel over a 2-D space with a sum reduction.
  %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%c10, %c5) step (%c1, %c2) init (%i0) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %pr = arith.muli %ii, %jj : i64
    scf.reduce(%pr : i64) {
    ^bb0(%l: i64, %r: i64):
      %q = arith.addi %l, %r : i64
      scf.reduce.return %q : i64
    }
  }
  // CHECK-NEXT: {{^}}270{{$}}

  // scf.parallel without results writing a buffer.
  %buf = memref.alloc() : memref<10xindex>
  scf.parallel (%i) = (%c0) to (%c10) step (%c1) {
    %sq = arith.muli %i, %i : index
    memref.store %sq, %buf[%i] : memref<10xindex>
    scf.reduce
  }
  %c9 = arith.constant 9 : index
  %last = memref.load %buf[%c9] : memref<10xindex>
  memref.dealloc %buf : memref<10xindex>
  // CHECK-NEXT: {{^}}81{{$}}
  return %fib#0, %fib#1, %tri, %zt, %un, %w, %sum, %last : i64, i64, i64, i64, i64, i64, i64, index
}
