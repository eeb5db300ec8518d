// A function the ownership fallback does not take: the refusal stands, with
// the copy-based pass's message (see docs/copy-deallocation.md, "Ownership
// fallback"). The other one, a function freeing its own argument by hand,
// is refused before: the copy-based pass refuses a free of an argument.
// RUN: mlbuf-opt %s --buffer-deallocation --verify-diagnostics -o /dev/null

// A view returned: the ownership passes would hand it over as it is, where
// this pass's callers free each result as a buffer of its own.
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
