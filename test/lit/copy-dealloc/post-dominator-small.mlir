// The common post-dominator of an owner's uses (where MLIR 16 places its
// free) in a region of at most 32 blocks with one block without
// successors that every block reaches comes from post-dominator bit sets
// (dom_info.c), without a post-dominator tree; other regions build the
// tree. The same placement either way. Bit sets: a diamond (the join is
// the answer), a join before the exit (the inner join, not the exit),
// with a block no path reaches. Tree: two returns (no common
// post-dominator: a free on each path), a loop never left (a block that
// reaches no exit). More than 32 blocks: many-blocks.mlir.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}16{{$}}

// CHECK-LABEL: func.func @one_exit
//       CHECK: ^bb3:
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @one_exit(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[%i] : memref<2xf32>
  cf.br ^bb3
^bb2:
  %w = arith.addf %v, %v : f32
  memref.store %w, %a[%i] : memref<2xf32>
  cf.br ^bb3
^bb3:
  %l = memref.load %a[%i] : memref<2xf32>
  return %l : f32
}

// CHECK-LABEL: func.func @inner_join
//   CHECK-NOT:   memref.dealloc
//       CHECK: ^bb3(%{{.*}}: f32):
//  CHECK-NEXT:   arith.addf
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   cf.cond_br
//   CHECK-NOT:   memref.dealloc
//       CHECK: ^bb7:
func.func @inner_join(%c: i1, %d: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %v, %a[%i] : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %l = memref.load %a[%i] : memref<2xf32>
  cf.br ^bb3(%l : f32)
^bb2:
  cf.br ^bb3(%v : f32)
^bb3(%x: f32):
  %y = arith.addf %x, %v : f32
  cf.cond_br %d, ^bb4, ^bb5
^bb4:
  cf.br ^bb6(%y : f32)
^bb5:
  cf.br ^bb6(%x : f32)
^bb6(%r: f32):
  return %r : f32
^bb7:
  cf.br ^bb6(%v : f32)
}

// CHECK-LABEL: func.func @two_exits
//       CHECK: ^bb1:
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
//       CHECK: ^bb2:
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @two_exits(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %v, %a[%i] : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %l = memref.load %a[%i] : memref<2xf32>
  return %l : f32
^bb2:
  return %v : f32
}

// CHECK-LABEL: func.func @loop_never_left
//       CHECK:   cf.cond_br %{{.*}}, ^bb2, ^bb1
//       CHECK: ^bb1:
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   cf.br ^bb3
//       CHECK: ^bb2:
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @loop_never_left(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %v, %a[%i] : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %l = memref.load %a[%i] : memref<2xf32>
  return %l : f32
^bb2:
  cf.br ^bb2
}

func.func @main() -> f32 {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 2.0 : f32
  %x = call @one_exit(%t, %v) : (i1, f32) -> f32
  %y = call @one_exit(%f, %v) : (i1, f32) -> f32
  %z = call @two_exits(%t, %v) : (i1, f32) -> f32
  %u = call @two_exits(%f, %v) : (i1, f32) -> f32
  %w = call @inner_join(%t, %t, %v) : (i1, i1, f32) -> f32
  %k = call @loop_never_left(%t, %v) : (i1, f32) -> f32
  %s1 = arith.addf %x, %y : f32
  %s2 = arith.addf %z, %u : f32
  %s3 = arith.addf %w, %k : f32
  %s4 = arith.addf %s1, %s2 : f32
  %s = arith.addf %s4, %s3 : f32
  return %s : f32
}
