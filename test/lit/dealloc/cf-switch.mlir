// Terminators with more than two successors (upstream rejects them:
// "Terminators with more than one successor are not supported!"). Where
// the pass cannot condition deallocs on the edge taken, it
//   1. deallocates before the terminator what no edge keeps, which also
//      settles the ownership of what some edge keeps, and
//   2. splits every edge into a block of its own, where the buffers the
//      edge does not keep are freed and the ownership is forwarded.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @sw
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   %[[D:.*]] = memref.alloc()
//       CHECK:   %[[BD:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[D]]
// %d dies before the switch; %a, %b and the argument are kept by some edge.
//       CHECK:   %[[S:.*]]:3 = bufferization.dealloc ({{.*}}, %[[BD]] : {{.*}}) if ({{.*}}) retain (%[[A]], %[[B]], %arg1 :
//       CHECK:   cf.switch %arg0 : i32, [
//  CHECK-NEXT:     default: ^bb1(%[[A]] : memref<2xf32>),
//  CHECK-NEXT:     1: ^bb2(%[[B]] : memref<2xf32>),
//  CHECK-NEXT:     2: ^bb3
//  CHECK-NEXT:   ]
//       CHECK: ^bb1(%[[X:.*]]: memref<2xf32>):
//       CHECK:   %[[O1:.*]]:2 = bufferization.dealloc ({{.*}}) if (%[[S]]#0, %[[S]]#1, %[[S]]#2) retain (%[[X]], %[[B]] :
//       CHECK:   cf.br ^bb4(%[[X]], %[[O1]]#0 : memref<2xf32>, i1)
//       CHECK: ^bb2(%[[Y:.*]]: memref<2xf32>):
//       CHECK:   %[[O2:.*]] = bufferization.dealloc ({{.*}}) if (%[[S]]#0, %[[S]]#1, %[[S]]#2) retain (%[[Y]] :
//       CHECK:   cf.br ^bb5(%[[Y]], %[[O2]] : memref<2xf32>, i1)
//       CHECK: ^bb3:
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[S]]#0, %[[S]]#1, %[[S]]#2) retain (%arg1 :
//       CHECK:   cf.br ^bb6
//       CHECK: ^bb4(%{{.*}}: memref<2xf32>, %{{.*}}: i1):
//       CHECK: ^bb5(%{{.*}}: memref<2xf32>, %{{.*}}: i1):
//       CHECK: ^bb6:
func.func @sw(%f: i32, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %d = memref.alloc() : memref<2xf32>
  memref.copy %d, %a : memref<2xf32> to memref<2xf32>
  cf.switch %f : i32, [
    default: ^def(%a : memref<2xf32>),
    1: ^one(%b : memref<2xf32>),
    2: ^two
  ]
^def(%x: memref<2xf32>):
  memref.copy %b, %x : memref<2xf32> to memref<2xf32>
  return %x : memref<2xf32>
^one(%y: memref<2xf32>):
  return %y : memref<2xf32>
^two:
  return %arg : memref<2xf32>
}

// Two cases to one block: each edge gets its own block.
// CHECK-LABEL: func.func @same_target
//       CHECK:   cf.switch %{{.*}} : i32, [
//  CHECK-NEXT:     default: ^bb1(%{{.*}} : memref<2xf32>),
//  CHECK-NEXT:     5: ^bb2(%{{.*}} : memref<2xf32>)
//       CHECK: ^bb1(%{{.*}}: memref<2xf32>):
//       CHECK:   cf.br ^bb3(
//       CHECK: ^bb2(%{{.*}}: memref<2xf32>):
//       CHECK:   cf.br ^bb3(
//       CHECK: ^bb3(%{{.*}}: memref<2xf32>, %{{.*}}: i1):
func.func @same_target(%f: i32) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.switch %f : i32, [
    default: ^join(%a : memref<2xf32>),
    5: ^join(%b : memref<2xf32>)
  ]
^join(%m: memref<2xf32>):
  return %m : memref<2xf32>
}

func.func @main() {
  %x = memref.alloc() : memref<2xf32>
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i5 = arith.constant 5 : i32
  %0 = call @sw(%i0, %x) : (i32, memref<2xf32>) -> memref<2xf32>
  %1 = call @sw(%i1, %x) : (i32, memref<2xf32>) -> memref<2xf32>
  %2 = call @sw(%i2, %x) : (i32, memref<2xf32>) -> memref<2xf32>
  %3 = call @same_target(%i0) : (i32) -> memref<2xf32>
  %4 = call @same_target(%i5) : (i32) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %2, %3 : memref<2xf32> to memref<2xf32>
  memref.copy %4, %3 : memref<2xf32> to memref<2xf32>
  return
}

// STATS: OwnershipBasedBufferDeallocation
// STATS: (S) 5 num-split-edges
