// A loop made of branches whose header argument holds either the buffer
// %a from before the loop or one made in the trip: the argument is a
// critical alias and gets clones, so the store through it would no longer
// reach %a, which the exit reads (the program returns 7; with the clones
// it would return 5). Refused, as the same shape with region loops.
// RUN: mlbuf-opt %s --buffer-deallocation=ownership-fallback=false --split-input-file --verify-diagnostics
func.func @write_through_header_arg(%n: index, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %k5, %a[%c0] : memref<1xi64>
  cf.br ^head(%c0, %a : index, memref<1xi64>)
^head(%i: index, %b: memref<1xi64>):
  memref.store %k7, %b[%c0] : memref<1xi64>
  %next = arith.addi %i, %c1 : index
  %go = arith.cmpi slt, %next, %n : index
  cf.cond_br %go, ^again, ^exit
^again:
  cf.cond_br %c, ^keep, ^fresh
^keep:
  // expected-error @below {{the copy would change what is read}}
  cf.br ^head(%next, %a : index, memref<1xi64>)
^fresh:
  %new = memref.alloc() : memref<1xi64>
  cf.br ^head(%next, %new : index, memref<1xi64>)
^exit:
  %r = memref.load %a[%c0] : memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  return %r : i64
}

// -----

// The write goes into one copy (%y) and the back edge hands the header
// another (%z): when both hold %a, the program's next trip reads the
// write through %x (it returns 11); with a clone for each it would read
// the old value (1, as a build without the separation check computes).
// A clone made after a write carries it only when it copies the buffer
// the write wrote.
func.func @two_copies(%n: index, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k5 = arith.constant 5 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %k1, %a[%c0] : memref<1xi64>
  %i0 = memref.alloc() : memref<1xi64>
  memref.store %k1, %i0[%c0] : memref<1xi64>
  cf.br ^head(%c0, %i0 : index, memref<1xi64>)
^head(%i: index, %x: memref<1xi64>):
  %seen = memref.load %x[%c0] : memref<1xi64>
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit(%seen : i64)
^body:
  %y = scf.if %c -> (memref<1xi64>) {
    // expected-error @below {{the copy would change what is read}}
    scf.yield %a : memref<1xi64>
  } else {
    %m = memref.alloc() : memref<1xi64>
    scf.yield %m : memref<1xi64>
  }
  %z = scf.if %c -> (memref<1xi64>) {
    scf.yield %a : memref<1xi64>
  } else {
    %m2 = memref.alloc() : memref<1xi64>
    scf.yield %m2 : memref<1xi64>
  }
  %old = memref.load %y[%c0] : memref<1xi64>
  %new = arith.addi %old, %k5 : i64
  memref.store %new, %y[%c0] : memref<1xi64>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %z : index, memref<1xi64>)
^exit(%r: i64):
  return %r : i64
}
func.func @main() -> i64 {
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %r = call @two_copies(%c2, %t) : (index, i1) -> i64
  return %r : i64
}
