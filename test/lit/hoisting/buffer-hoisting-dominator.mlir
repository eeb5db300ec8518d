// buffer-hoisting moves an allocation made on one side of a diamond into
// the block dominating every use of the buffer and of the values it flows
// into (here the join's block argument), before the op that first needs
// it (the entry block's terminator). The program still computes the same
// and, after the deallocation pipeline, frees every buffer once.
// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s
// RUN: mlbuf-run %s -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-hoisting | mlbuf-run - -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 5

// CHECK-LABEL: func.func @diamond
//  CHECK-SAME: (%[[C:.*]]: i1, %[[ARG:.*]]: memref<2xf32>)
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br %[[C]], ^bb1, ^bb2
//       CHECK: ^bb2:
//  CHECK-NEXT:   memref.copy %[[ARG]], %[[A]]
//  CHECK-NEXT:   cf.br ^bb3(%[[A]] : memref<2xf32>)
func.func @diamond(%c: i1, %arg: memref<2xf32>) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf32>
  return %v : f32
}

// Both sides allocate: both allocations move to the entry block, in the
// order they are found.
// CHECK-LABEL: func.func @both_sides
//  CHECK-NEXT:   %[[A1:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[A2:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br
func.func @both_sides(%c: i1, %arg: memref<2xf32>) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a1 = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a1 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a1 : memref<2xf32>)
^bb2:
  %a2 = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a2 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a2 : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<2xf32>
  return %v : f32
}

// A buffer used in one block only stays where it is.
// CHECK-LABEL: func.func @local
//       CHECK:   cf.cond_br
//       CHECK: ^bb1:
//  CHECK-NEXT:   %[[L:.*]] = memref.alloc() : memref<2xf32>
func.func @local(%c: i1, %arg: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  cf.cond_br %c, ^bb1, ^bb2(%z : f32)
^bb1:
  %l = memref.alloc() : memref<2xf32>
  memref.copy %arg, %l : memref<2xf32> to memref<2xf32>
  %v = memref.load %l[%c0] : memref<2xf32>
  cf.br ^bb2(%v : f32)
^bb2(%r: f32):
  return %r : f32
}

func.func @main() -> f32 {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %in = memref.alloca() : memref<2xf32>
  memref.store %two, %in[%c0] : memref<2xf32>
  memref.store %three, %in[%c1] : memref<2xf32>
  %x = func.call @diamond(%f, %in) : (i1, memref<2xf32>) -> f32
  %y = func.call @both_sides(%t, %in) : (i1, memref<2xf32>) -> f32
  %z = func.call @local(%t, %in) : (i1, memref<2xf32>) -> f32
  %s = arith.addf %x, %y : f32
  %s2 = arith.addf %s, %z : f32
  %r = arith.subf %s2, %two : f32
  return %r : f32
}
