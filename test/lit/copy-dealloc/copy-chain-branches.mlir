// A loop made of branches whose body grows the buffer it carries inside
// an scf.if (memref.realloc in both branches, each expanded into an
// scf.if that allocates and copies or reinterprets in place), writes the
// new element there, and reads the carried buffer in the next trip and at
// the exit. The write reaches the header's argument through two critical
// aliases, each given a clone made after the write: the inner scf.if's
// result (written), the outer scf.if's result, then the header argument
// on the back edge. The separation check follows such chains of clones
// (docs/copy-deallocation.md, "copy chains"); it refused this program
// before, when it followed one clone only.
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | FileCheck %s
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}63{{$}}

// CHECK-LABEL: func.func @grow_sometimes
//       CHECK: ^bb2:
//       CHECK:   %[[Z:.*]] = scf.if
//       CHECK:     %[[G:.*]] = scf.if
//       CHECK:     memref.store %{{.*}}, %[[G]]
//       CHECK:     %[[GC:.*]] = bufferization.clone %[[G]]
//       CHECK:     scf.yield %[[GC]]
//       CHECK:   %[[ZC:.*]] = bufferization.clone %[[Z]]
//       CHECK:   memref.dealloc %[[Z]]
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[ZC]]
func.func @grow_sometimes(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
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
  %rem = arith.remui %i, %c2 : index
  %odd = arith.cmpi eq, %rem, %c1 : index
  %z = scf.if %odd -> (memref<?xi64>) {
    %g = memref.realloc %b(%size) : memref<?xi64> to memref<?xi64>
    %v = arith.addi %prev, %k3 : i64
    memref.store %v, %g[%i] : memref<?xi64>
    scf.yield %g : memref<?xi64>
  } else {
    %g2 = memref.realloc %b(%size) : memref<?xi64> to memref<?xi64>
    %v2 = arith.muli %prev, %k3 : i64
    memref.store %v2, %g2[%i] : memref<?xi64>
    scf.yield %g2 : memref<?xi64>
  }
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %z : index, memref<?xi64>)
^exit:
  %last = arith.subi %n, %c1 : index
  %x = memref.load %b[%last] : memref<?xi64>
  return %x : i64
}

func.func @main() -> i64 {
  %c5 = arith.constant 5 : index
  %r = call @grow_sometimes(%c5) : (index) -> i64
  return %r : i64
}
