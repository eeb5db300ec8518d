// Reachability without walks (buffer_deallocation.c, dom_info.c): when
// every block of the function is reachable (the checks' walk finds it,
// region by region) the pass asks no block again; a block a branch of
// its region's entry block reaches is reachable without a walk. Both
// sides of each: @walked's ^bb1 is reached from the entry, its ^bb2 only
// through ^bb1 (a walk), all blocks reachable; @nested_dead has blocks no
// path reaches in a nested region, where the argument %j receiving %a
// gets no clone (that code never runs). unreachable.mlir: the same in
// the function's own region.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func @walked
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK: ^bb2:
//  CHECK-NEXT:   memref.load %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return
func.func @walked(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %v, %a[%i] : memref<2xf32>
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  %l = memref.load %a[%i] : memref<2xf32>
  return %l : f32
}

// CHECK-LABEL: func.func @nested_dead
//       CHECK:   %[[A:.*]] = memref.alloc()
//   CHECK-NOT:   bufferization.clone
//       CHECK:   ^bb1:  // no predecessors
//  CHECK-NEXT:     cf.br ^bb2(%[[A]] : memref<2xf32>)
//   CHECK-NOT:   bufferization.clone
//       CHECK:   scf.yield
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.dealloc %[[A]]
func.func @nested_dead(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %v, %a[%i] : memref<2xf32>
  %r = scf.execute_region -> f32 {
    %x = memref.load %a[%i] : memref<2xf32>
    cf.br ^bb2(%x : f32)
  ^bb1:
    cf.br ^bb3(%a : memref<2xf32>)
  ^bb3(%j: memref<2xf32>):
    %y = memref.load %j[%i] : memref<2xf32>
    cf.br ^bb2(%y : f32)
  ^bb2(%z: f32):
    scf.yield %z : f32
  }
  %w = arith.addf %r, %v : f32
  return %w : f32
}
