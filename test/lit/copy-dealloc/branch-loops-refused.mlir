// A loop made of branches whose header argument holds either the buffer
// %a from before the loop or one made in the trip: the argument is a
// critical alias and gets clones, so the store through it would no longer
// reach %a, which the exit reads (the program returns 7; with the clones
// it would return 5). Refused, as the same shape with region loops.
// RUN: mlbuf-opt %s --buffer-deallocation --verify-diagnostics
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
