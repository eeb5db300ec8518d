// The pass's per-function state (BdFunc, the placement, the placement
// phase's Place) sits in one stack frame function after function and is
// set up field by field, not cleared whole: nothing one function leaves
// there may reach the next. Here a function the ownership fallback takes
// (undo log, refusal, read and write events asked), one with a split edge
// (the placement's own analyses) and a plain one, in one module, each
// rewritten as it is alone.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// STATS: 4 num-clones
// STATS: 5 num-deallocs
// STATS: 1 num-ownership-fallbacks
// STATS: 1 num-split-edges

// CHECK-LABEL: func.func @refused
//  CHECK-SAME:   attributes {mlbuf.ownership_fallback}
//       CHECK:   memref.extract_aligned_pointer_as_index
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return

// CHECK-LABEL: func.func @edge
//       CHECK:   cf.cond_br %arg0, ^bb2, ^bb1(%arg1 : memref<2xf32>)
//       CHECK: ^bb1(%[[E:.*]]: memref<2xf32>):
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[E]]
//  CHECK-NEXT:   cf.br ^bb3(%[[C]] : memref<2xf32>)
//       CHECK: ^bb3(%[[X:.*]]: memref<2xf32>):
//  CHECK-NEXT:   memref.copy %[[X]], %arg2
//  CHECK-NEXT:   memref.dealloc %[[X]]

// CHECK-LABEL: func.func @plain
//       CHECK:   %[[A:.*]] = memref.alloc(%arg1)
//  CHECK-NEXT:   %[[S:.*]] = scf.if %arg2
//  CHECK-NEXT:     %[[C1:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:     scf.yield %[[C1]]
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc(%arg1)
//  CHECK-NEXT:     %[[C2:.*]] = bufferization.clone %[[B]]
//  CHECK-NEXT:     memref.dealloc %[[B]]
//  CHECK-NEXT:     scf.yield %[[C2]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.dealloc %[[A]]
//       CHECK: ^bb2(%[[Y:.*]]: index):
//  CHECK-NEXT:   memref.load %[[S]][%[[Y]]]
//  CHECK-NEXT:   memref.dealloc %[[S]]
//  CHECK-NEXT:   return

func.func @refused(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %m = memref.alloc() : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    scf.yield %m : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  memref.store %v, %m[%c0] : memref<2xi64>
  %l = memref.load %x[%c0] : memref<2xi64>
  return %l : i64
}

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

func.func @plain(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%arg1) : memref<?xf32>
  %s = scf.if %arg2 -> (memref<?xf32>) {
    scf.yield %a : memref<?xf32>
  } else {
    %c = memref.alloc(%arg1) : memref<?xf32>
    scf.yield %c : memref<?xf32>
  }
  cf.cond_br %arg2, ^bb1, ^bb2(%c0 : index)
^bb1:
  %x = memref.load %s[%c0] : memref<?xf32>
  cf.br ^bb2(%c0 : index)
^bb2(%y: index):
  %z = memref.load %s[%y] : memref<?xf32>
  return %z : f32
}
