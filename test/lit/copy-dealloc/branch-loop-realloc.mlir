// A loop made of branches that grows the buffer it carries
// (memref.realloc, which expand-realloc turns into an scf.if allocating
// and copying, or reinterpreting the buffer in place), writes the new
// element, and reads the carried buffer in the next trip and at the exit.
// The header's argument is a critical alias: it gets a clone on the back
// edge, made after the write, so the next trip reads what the write left
// (the separation check follows the clones made after a write, and a
// write into a buffer the trip allocates is none of an earlier trip's).
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | FileCheck %s
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}15{{$}}

// CHECK-LABEL: func.func @grow_branches
//       CHECK: ^bb2:
//       CHECK:   %[[G:.*]] = scf.if
//       CHECK:   memref.store %{{.*}}, %[[G]]
//       CHECK:   %[[C:.*]] = bufferization.clone %[[G]]
//       CHECK:   memref.dealloc %[[G]]
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[C]]
// Loops that grow the buffer they carry (memref.realloc, expanded by
// expand-realloc into an scf.if that either allocates and copies or
// reinterprets the buffer in place), write the new element, and read the
// carried buffer in the next trip and after the loop.
func.func @grow_branches(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k3 = arith.constant 3 : i64
  %init = memref.alloc(%c1) : memref<?xi64>
  memref.store %k3, %init[%c0] : memref<?xi64>
  cf.br ^head(%c1, %init : index, memref<?xi64>)
^head(%i: index, %b: memref<?xi64>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %im1 = arith.subi %i, %c1 : index
  %prev = memref.load %b[%im1] : memref<?xi64>
  %size = arith.addi %i, %c1 : index
  %g = memref.realloc %b(%size) : memref<?xi64> to memref<?xi64>
  %v = arith.addi %prev, %k3 : i64
  memref.store %v, %g[%i] : memref<?xi64>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %g : index, memref<?xi64>)
^exit:
  %last = arith.subi %n, %c1 : index
  %x = memref.load %b[%last] : memref<?xi64>
  return %x : i64
}
func.func @main() -> i64 {
  %c5 = arith.constant 5 : index
  %b = call @grow_branches(%c5) : (index) -> i64
  return %b : i64
}
