// A chain of clones that starts before the write: refused. The header
// argument %old receives on the back edge a clone of %w, the result of an
// scf.if that took its own clone of %b *before* the store into %b. With
// %c true every name here holds one buffer in the program, so each trip
// reads through %old what the previous trip stored (the program returns
// 11); with the clones %old holds a copy made before the store, one trip
// late (6, what a build that takes every clone after a write as carrying
// it computes). The separation check follows only clones of what the
// write wrote, made after it (docs/copy-deallocation.md, "copy chains").
// RUN: mlbuf-run %s -e main | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation=ownership-fallback=false --verify-diagnostics -o /dev/null
// With the ownership fallback (the default) the function is freed by
// run-time ownership instead, and the program still returns 11.
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s
// CHECK: {{^}}11{{$}}
func.func @stale_chain(%n: index, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k5 = arith.constant 5 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %k1, %a[%c0] : memref<1xi64>
  %a2 = memref.alloc() : memref<1xi64>
  memref.store %k1, %a2[%c0] : memref<1xi64>
  cf.br ^head(%c0, %a, %a2 : index, memref<1xi64>, memref<1xi64>)
^head(%i: index, %b: memref<1xi64>, %old: memref<1xi64>):
  %v = memref.load %old[%c0] : memref<1xi64>
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit(%v : i64)
^body:
  %w = scf.if %c -> (memref<1xi64>) {
    // expected-error @below {{the copy would change what is read}}
    scf.yield %b : memref<1xi64>
  } else {
    %m = memref.alloc() : memref<1xi64>
    scf.yield %m : memref<1xi64>
  }
  %v5 = arith.addi %v, %k5 : i64
  memref.store %v5, %b[%c0] : memref<1xi64>
  %z = scf.if %c -> (memref<1xi64>) {
    scf.yield %b : memref<1xi64>
  } else {
    %m2 = memref.alloc() : memref<1xi64>
    scf.yield %m2 : memref<1xi64>
  }
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %z, %w : index, memref<1xi64>, memref<1xi64>)
^exit(%r: i64):
  return %r : i64
}
func.func @main() -> i64 {
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %r = call @stale_chain(%c2, %t) : (index, i1) -> i64
  return %r : i64
}
