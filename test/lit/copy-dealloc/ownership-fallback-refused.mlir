// Functions the ownership fallback does not take: the refusal stands, with
// the copy-based pass's message (see docs/copy-deallocation.md, "Ownership
// fallback"). (A function freeing its own argument by hand, the other case,
// is refused by the copy-based pass's checks of the input before.)
// RUN: mlbuf-opt %s --buffer-deallocation --split-input-file --verify-diagnostics -o /dev/null

// A view returned that a caller addresses from its allocation's base: the
// fallback hands returned views over as clones (this pass's callers free
// each result as a buffer of its own; ownership-fallback-views.mlir), and a
// clone of this one would not hold the bytes @read_base reads.
func.func @view_of_kept(%fresh: i1) -> memref<1xi64, strided<[1], offset: 1>> {
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
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %a : memref<2xi64>
  }
  memref.store %five, %a[%c0] : memref<2xi64>
  %v = memref.subview %r[1] [1] [1] : memref<2xi64> to memref<1xi64, strided<[1], offset: 1>>
  return %v : memref<1xi64, strided<[1], offset: 1>>
}

func.func @read_base(%fresh: i1) -> i64 {
  %v = call @view_of_kept(%fresh) : (i1) -> memref<1xi64, strided<[1], offset: 1>>
  %whole = memref.reinterpret_cast %v to offset: [0], sizes: [2], strides: [1] : memref<1xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1]>>
  %c0 = arith.constant 0 : index
  %x = memref.load %whole[%c0] : memref<2xi64, strided<[1]>>
  return %x : i64
}

// -----

// Not a clone that would change what is read but a shape the pass does not
// take: the refusal of a realloc of a carried buffer stands (the fallback's
// passes expect reallocations expanded first, and freed nothing here).
func.func @grow(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%c1) : memref<?xi64>
  %z = arith.constant 1 : i64
  memref.store %z, %a[%c0] : memref<?xi64>
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%b = %a) -> memref<?xi64> {
    %m = arith.addi %i, %c1 : index
    // expected-error @below {{reallocation of a value that is not an allocation is not supported (run expand-realloc first)}}
    %g = memref.realloc %b(%m) : memref<?xi64> to memref<?xi64>
    memref.store %z, %g[%i] : memref<?xi64>
    scf.yield %g : memref<?xi64>
  }
  %v = memref.load %r[%c0] : memref<?xi64>
  return %v : i64
}
