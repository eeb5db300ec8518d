// A dialect described in an op-semantics file (Inputs/pool.semantics.mlir)
// opts in to the hoisting and promotion passes through its allocation
// description: pool.alloc may move anywhere and has a stack counterpart,
// pool.stack may leave loops, pool.fixed allows nothing; pool.par is a
// parallel loop, which buffer-loop-hoisting does not leave.
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool.semantics.mlir --buffer-loop-hoisting | FileCheck %s --check-prefix=LOOP
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool.semantics.mlir --buffer-hoisting | FileCheck %s --check-prefix=BLOCK
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool.semantics.mlir --promote-buffers-to-stack | FileCheck %s --check-prefix=PROMOTE

// LOOP-LABEL: func.func @loops
//  LOOP-NEXT:   %[[C0:.*]] = arith.constant 0 : index
//  LOOP-NEXT:   %[[C1:.*]] = arith.constant 1 : index
//  LOOP-NEXT:   %[[A:.*]] = "pool.alloc"() : () -> memref<4xf32>
//  LOOP-NEXT:   %[[S:.*]] = "pool.stack"() : () -> memref<4xf32>
//  LOOP-NEXT:   scf.for
//  LOOP-NEXT:     %[[F:.*]] = "pool.fixed"() : () -> memref<4xf32>
//       LOOP:   "pool.par"() ({
//  LOOP-NEXT:     %[[P:.*]] = "pool.alloc"() : () -> memref<4xf32>
//
// PROMOTE-LABEL: func.func @loops
//       PROMOTE:   scf.for
//  PROMOTE-NEXT:     %[[A:.*]] = "pool.stack"() : () -> memref<4xf32>
//  PROMOTE-NEXT:     %[[S:.*]] = "pool.stack"() : () -> memref<4xf32>
//  PROMOTE-NEXT:     %[[F:.*]] = "pool.fixed"() : () -> memref<4xf32>
func.func @loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = "pool.alloc"() : () -> memref<4xf32>
    %s = "pool.stack"() : () -> memref<4xf32>
    %f = "pool.fixed"() : () -> memref<4xf32>
    "pool.use"(%a) : (memref<4xf32>) -> ()
    "pool.use"(%s) : (memref<4xf32>) -> ()
    "pool.use"(%f) : (memref<4xf32>) -> ()
  }
  "pool.par"() ({
    %p = "pool.alloc"() : () -> memref<4xf32>
    "pool.use"(%p) : (memref<4xf32>) -> ()
    "pool.end"() : () -> ()
  }) : () -> ()
  return
}

// BLOCK-LABEL: func.func @diamond
//  BLOCK-NEXT:   %[[A:.*]] = "pool.alloc"() : () -> memref<4xf32>
//  BLOCK-NEXT:   cf.cond_br
//       BLOCK: ^bb2:
//  BLOCK-NEXT:   %[[F:.*]] = "pool.fixed"() : () -> memref<4xf32>
func.func @diamond(%c: i1, %arg: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = "pool.alloc"() : () -> memref<4xf32>
  cf.br ^bb3(%a : memref<4xf32>)
^bb2:
  %f = "pool.fixed"() : () -> memref<4xf32>
  cf.br ^bb3(%f : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  "pool.use"(%m) : (memref<4xf32>) -> ()
  return
}
