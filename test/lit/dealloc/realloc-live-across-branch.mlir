// A memref.realloc expanded into an scf.if (expand-realloc, the first step of
// the pipeline) whose new buffer is used after a conditional branch: the
// deallocs before the branch must retain it. LLVM 22 reads stale liveness
// after rebuilding the scf.if (llvm/llvm-project#119863) and frees the new
// buffer before the branch.
// RUN: mlbuf-opt %s --expand-realloc=emit-deallocs=false --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
//       CHECK:   %[[N:.*]]:2 = scf.if
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[N]]#0 : memref<?xi32>)
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[N]]#0 : memref<?xi32>)
//       CHECK:   cf.cond_br
//       CHECK:   memref.load %[[N]]#0
// OUT: 5
memref.global "private" @knob : memref<2xi32> = dense<[1, 3]>

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %g = memref.get_global @knob : memref<2xi32>
  %k = memref.load %g[%c1] : memref<2xi32>
  %size = arith.index_cast %k : i32 to index
  %m = memref.alloc() : memref<2xi32>
  memref.store %c5, %m[%c0] : memref<2xi32>
  cf.br ^bb1
^bb1:
  %n = memref.realloc %m(%size) : memref<2xi32> to memref<?xi32>
  %cond = arith.cmpi sgt, %k, %c5 : i32
  cf.cond_br %cond, ^bb2, ^bb3
^bb3:
  %w = memref.load %n[%c0] : memref<?xi32>
  return %w : i32
^bb2:
  memref.store %c9, %n[%c1] : memref<?xi32>
  %x = memref.load %n[%c0] : memref<?xi32>
  %y = memref.load %n[%c1] : memref<?xi32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}
