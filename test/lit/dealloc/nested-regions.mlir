// Nested regions: an scf.if in an scf.for in an scf.if. Nested regions
// never own what an enclosing region owns (ownership false inside), so a
// buffer from outside is only freed by its own block; buffers created
// inside travel out through each level's results. Also scf.forall and
// scf.parallel bodies, which free their temporaries themselves.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @deep
//       CHECK:   %[[OUT:.*]]:2 = scf.if %{{.*}} -> (memref<2xf32>, i1) {
//       CHECK:     %[[L:.*]]:2 = scf.for {{.*}} -> (memref<2xf32>, i1) {
//       CHECK:       %[[I:.*]]:2 = scf.if {{.*}} -> (memref<2xf32>, i1) {
//       CHECK:         %[[A:.*]] = memref.alloc()
//       CHECK:         scf.yield %[[A]], %{{.*}} : memref<2xf32>, i1
//       CHECK:       scf.yield %[[I]]#0, %{{.*}} : memref<2xf32>, i1
//       CHECK:     scf.yield %[[L]]#0, %{{.*}} : memref<2xf32>, i1
//       CHECK:   scf.if %[[OUT]]#1
func.func @deep(%c: i1, %n: index, %arg: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %keep = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%it = %arg) -> memref<2xf32> {
      %first = arith.cmpi eq, %i, %c0 : index
      %v = scf.if %first -> memref<2xf32> {
        %a = memref.alloc() : memref<2xf32>
        memref.copy %keep, %a : memref<2xf32> to memref<2xf32>
        scf.yield %a : memref<2xf32>
      } else {
        scf.yield %it : memref<2xf32>
      }
      scf.yield %v : memref<2xf32>
    }
    scf.yield %l : memref<2xf32>
  } else {
    scf.yield %keep : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @parallel
//       CHECK:   scf.forall
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     bufferization.dealloc ({{.*}}) if (%{{.*}}){{$}}
//       CHECK:   scf.parallel
//       CHECK:     %[[B:.*]] = memref.alloc()
//       CHECK:     bufferization.dealloc ({{.*}}) if (%{{.*}}){{$}}
//       CHECK:     scf.reduce
func.func @parallel(%n: index, %arg: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  }
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    %b = memref.alloc() : memref<2xf32>
    memref.copy %arg, %b : memref<2xf32> to memref<2xf32>
    scf.reduce
  }
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = memref.alloc() : memref<2xf32>
  %0 = call @deep(%t, %c3, %x) : (i1, index, memref<2xf32>) -> memref<2xf32>
  %1 = call @deep(%t, %c0, %x) : (i1, index, memref<2xf32>) -> memref<2xf32>
  %2 = call @deep(%f, %c3, %x) : (i1, index, memref<2xf32>) -> memref<2xf32>
  call @parallel(%c3, %x) : (index, memref<2xf32>) -> ()
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %2, %1 : memref<2xf32> to memref<2xf32>
  return
}
