// buffer-hoisting never moves an allocation out of a loop made of
// branches, even when the common dominator of its aliases lies above the
// loop: one buffer would then serve every trip, and a trip still reading
// the last trip's buffer would read its own (mlir-opt 22 moves both
// allocations below to the entry block; found by
// bench/dealloc_gen_indep.py). Moving within the loop, to a dominator
// that every way around the loop passes, stays allowed.
// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-hoisting | mlbuf-run -e irreducible | FileCheck %s --check-prefix=RUN1
// RUN: mlbuf-opt %s --buffer-hoisting | mlbuf-run -e bypassed | FileCheck %s --check-prefix=RUN2
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-deallocation-pipeline | mlbuf-run --check -e irreducible
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-deallocation-pipeline | mlbuf-run --check -e bypassed

// An irreducible loop: ^a and ^b are both entered from the entry block,
// neither dominates the other; the new buffer of ^b flows into both.
// CHECK-LABEL: func.func @irreducible
// CHECK:         cf.cond_br
// CHECK:       ^bb2(%{{[0-9]+}}: index
// CHECK-NEXT:    memref.alloc()
// RUN1: 11
// RUN1-NEXT: 21
func.func @irreducible() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %t = arith.constant true
  %init = memref.alloc() : memref<1xindex>
  memref.store %c1, %init[%c0] : memref<1xindex>
  cf.cond_br %t, ^a(%c0, %init, %init : index, memref<1xindex>, memref<1xindex>), ^b(%c0, %init, %init : index, memref<1xindex>, memref<1xindex>)
^a(%i: index, %p: memref<1xindex>, %q: memref<1xindex>):
  %i1 = arith.addi %i, %c1 : index
  %done = arith.cmpi sge, %i1, %c4 : index
  cf.cond_br %done, ^exit(%p, %q : memref<1xindex>, memref<1xindex>), ^b(%i1, %p, %q : index, memref<1xindex>, memref<1xindex>)
^b(%j: index, %r: memref<1xindex>, %s: memref<1xindex>):
  %new = memref.alloc() : memref<1xindex>
  %x = memref.load %s[%c0] : memref<1xindex>
  %x1 = arith.addi %x, %c10 : index
  memref.store %x1, %new[%c0] : memref<1xindex>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^a(%j1, %s, %new : index, memref<1xindex>, memref<1xindex>)
^exit(%e: memref<1xindex>, %f: memref<1xindex>):
  %u = memref.load %e[%c0] : memref<1xindex>
  %v = memref.load %f[%c0] : memref<1xindex>
  vector.print %u : index
  vector.print %v : index
  return
}

// A loop whose exit block is also reached from the entry, bypassing the
// loop: the aliases' common dominator is the entry block. The allocation
// moves from the body to the header (every trip passes it), no further.
// CHECK-LABEL: func.func @bypassed
// CHECK:         cf.cond_br
// CHECK:       ^bb1(%{{[0-9]+}}: index
// CHECK-NEXT:    arith.cmpi
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    cf.cond_br
// RUN2: 21
// RUN2-NEXT: 31
func.func @bypassed() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %t = arith.constant true
  %init = memref.alloc() : memref<1xindex>
  memref.store %c1, %init[%c0] : memref<1xindex>
  cf.cond_br %t, ^h(%c0, %init, %init : index, memref<1xindex>, memref<1xindex>), ^exit(%init, %init : memref<1xindex>, memref<1xindex>)
^h(%i: index, %p: memref<1xindex>, %q: memref<1xindex>):
  %done = arith.cmpi sge, %i, %c3 : index
  cf.cond_br %done, ^exit(%p, %q : memref<1xindex>, memref<1xindex>), ^body
^body:
  %new = memref.alloc() : memref<1xindex>
  %x = memref.load %q[%c0] : memref<1xindex>
  %x1 = arith.addi %x, %c10 : index
  memref.store %x1, %new[%c0] : memref<1xindex>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %q, %new : index, memref<1xindex>, memref<1xindex>)
^exit(%e: memref<1xindex>, %f: memref<1xindex>):
  %u = memref.load %e[%c0] : memref<1xindex>
  %v = memref.load %f[%c0] : memref<1xindex>
  vector.print %u : index
  vector.print %v : index
  return
}
