// max-copy-chain-work (mlbuf's option of buffer-deallocation) bounds the
// state the separation check spends following writes through chains of
// clones, per function. The program of copy-chain-branches.mlir needs one
// write followed, whose state is 4136 cells (2 nodes per op times the
// function's buffer values): with that budget the function is taken and
// runs checked with its value; one cell less and the write is not
// followed, so the clone it needs is refused.
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation{max-copy-chain-work=4136}))' | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: not mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation{max-copy-chain-work=4135 ownership-fallback=false}))' 2>&1 | FileCheck %s --check-prefix=REFUSED
// OUT: {{^}}63{{$}}
// REFUSED: error: 'scf.yield' op buffer-deallocation: the buffer cloned for operand 0 is still used after this op and written: the copy would change what is read

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
