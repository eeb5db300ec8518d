// The questions hoisting answers before any analysis, seen from both
// sides:
//  - buffer-hoisting never moves an allocation of the function's entry
//    block (no dominator or enclosing block above it), but does move one
//    of a nested block;
//  - buffer-loop-hoisting only looks at allocations with a loop around
//    them: one in an scf.if outside any loop stays, one in an scf.for
//    leaves it;
//  - liveness is only asked for a placement block with predecessors in the
//    allocation's own region: here the head of a cf loop, where the
//    allocation goes before the terminator (it is not live-in there).
// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s --check-prefix=BLOCK
// RUN: mlbuf-opt %s --buffer-loop-hoisting | FileCheck %s --check-prefix=LOOP
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-loop-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 14

// BLOCK-LABEL: func.func @entry_and_nested
//  BLOCK-NEXT:   arith.constant 0 : index
//  BLOCK-NEXT:   %[[A:.*]] = memref.alloc() : memref<2xf32>
//  BLOCK-NEXT:   arith.constant 2.0
//  BLOCK-NEXT:   memref.store
//  BLOCK-NEXT:   %[[B:.*]] = memref.alloc() : memref<2xf32>
//  BLOCK-NEXT:   scf.if
//   LOOP-LABEL: func.func @entry_and_nested
//         LOOP:   scf.if
//    LOOP-NEXT:     memref.alloc() : memref<2xf32>
func.func @entry_and_nested(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %f = arith.constant 2.0 : f32
  memref.store %f, %a[%c0] : memref<2xf32>
  %r = scf.if %c -> (memref<2xf32>) {
    %b = memref.alloc() : memref<2xf32>
    memref.store %f, %b[%c0] : memref<2xf32>
    scf.yield %b : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

//   LOOP-LABEL: func.func @in_loop
//    LOOP-NEXT:   arith.constant
//    LOOP-NEXT:   arith.constant
//    LOOP-NEXT:   arith.constant
//    LOOP-NEXT:   memref.alloc() : memref<1xf32>
//    LOOP-NEXT:   scf.for
func.func @in_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %t = memref.alloc() : memref<1xf32>
    %one = arith.constant 1.0 : f32
    memref.store %one, %t[%c0] : memref<1xf32>
    %v = memref.load %t[%c0] : memref<1xf32>
    %w = arith.addf %acc, %v : f32
    scf.yield %w : f32
  }
  return %s : f32
}

// BLOCK-LABEL: func.func @diamond_at_cf_loop_head
//       BLOCK: ^bb1(%{{.*}}: index):
//  BLOCK-NEXT:   %[[M:.*]] = memref.alloc() : memref<2xf32>
//  BLOCK-NEXT:   cf.cond_br
func.func @diamond_at_cf_loop_head(%n: index, %c: i1, %out: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 3.0 : f32
  cf.br ^head(%c0 : index)
^head(%i: index):
  cf.cond_br %c, ^then, ^else
^then:
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  cf.br ^join(%a : memref<2xf32>)
^else:
  cf.br ^join(%out : memref<2xf32>)
^join(%m: memref<2xf32>):
  %v = memref.load %m[%c0] : memref<2xf32>
  %old = memref.load %out[%c1] : memref<2xf32>
  %sum = arith.addf %old, %v : f32
  memref.store %sum, %out[%c1] : memref<2xf32>
  %next = arith.addi %i, %c1 : index
  %more = arith.cmpi slt, %next, %n : index
  cf.cond_br %more, ^head(%next : index), ^exit
^exit:
  %r = memref.load %out[%c1] : memref<2xf32>
  return %r : f32
}

func.func @main() -> f32 {
  %true = arith.constant true
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %a = call @entry_and_nested(%true) : (i1) -> f32
  %b = call @in_loop(%c3) : (index) -> f32
  %out = memref.alloc() : memref<2xf32>
  memref.store %z, %out[%c0] : memref<2xf32>
  %c1 = arith.constant 1 : index
  memref.store %z, %out[%c1] : memref<2xf32>
  %d = call @diamond_at_cf_loop_head(%c3, %true, %out) : (index, i1, memref<2xf32>) -> f32
  memref.dealloc %out : memref<2xf32>
  %ab = arith.addf %a, %b : f32
  %r = arith.addf %ab, %d : f32
  return %r : f32
}
