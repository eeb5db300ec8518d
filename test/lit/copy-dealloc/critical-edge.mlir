// A branch with two successors passing buffers into a critical alias: the
// clone must be made on the edge that uses it. The edge gets a block of
// its own (MLIR 16 clones before the cf.cond_br and leaks the clone when
// the other edge is taken).
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @edge
//       CHECK:   cf.cond_br %arg0, ^bb2, ^bb1(%arg1 : memref<2xf32>)
//       CHECK: ^bb1(%[[E:.*]]: memref<2xf32>):
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[E]]
//  CHECK-NEXT:   cf.br ^bb3(%[[C]] : memref<2xf32>)
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[C1:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   cf.br ^bb3(%[[C1]] : memref<2xf32>)
//       CHECK: ^bb3(%[[X:.*]]: memref<2xf32>):
//  CHECK-NEXT:   memref.copy %[[X]], %arg2
//  CHECK-NEXT:   memref.dealloc %[[X]]
func.func @edge(%c: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%in : memref<2xf32>)
^bb1:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %in, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb2(%a : memref<2xf32>)
^bb2(%x: memref<2xf32>):
  memref.copy %x, %out : memref<2xf32> to memref<2xf32>
  return
}

// Both edges of one cf.cond_br go to the join with different buffers (the
// join is not dominated by the allocation): each edge gets its block and
// its clone.
// Where %a dies, the block of the joining edge's allocation does not
// dominate the common post-dominator (MLIR 16 would free it there, out of
// its scope): it is freed on each edge leaving it.
// CHECK-LABEL: func.func @both_edges
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   cf.cond_br %arg0, ^bb[[E1:.*]](%[[A]] : memref<2xf32>), ^bb[[E2:.*]](%arg1 : memref<2xf32>)
//       CHECK: ^bb[[E1]](%[[P:.*]]: memref<2xf32>):
//  CHECK-NEXT:   bufferization.clone %[[P]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//       CHECK: ^bb[[E2]](%[[Q:.*]]: memref<2xf32>):
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   bufferization.clone %[[Q]]
func.func @both_edges(%c: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %in, %a : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^bb3(%a : memref<2xf32>), ^bb3(%in : memref<2xf32>)
^bb2:
  cf.br ^bb3(%in : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  memref.copy %x, %out : memref<2xf32> to memref<2xf32>
  return
}

// STATS: 3 num-split-edges

// OUT: 2
func.func @main() -> f32 {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %in = memref.alloc() : memref<2xf32>
  %out = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<2xf32>)
  call @edge(%t, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @edge(%f, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @both_edges(%t, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @both_edges(%f, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  %r = memref.load %out[%c0] : memref<2xf32>
  %s = arith.addf %r, %r : f32
  return %s : f32
}
