// Inside buffer-deallocation-pipeline, the passes that can run function by
// function do (src/transforms/pass_units.c); with --mlir-pass-statistics
// they run one after the other over the whole module. Both give the same
// module, including the dealloc helper the lowering adds while the run is
// under way. (Which passes a new function goes through is checked in
// test/unit/test_pass_units.c.)
// RUN: mlbuf-opt --buffer-deallocation-pipeline %s > %t.units
// RUN: mlbuf-opt --buffer-deallocation-pipeline --mlir-pass-statistics %s > %t.whole 2> %t.stats
// RUN: diff %t.units %t.whole
// RUN: FileCheck %s < %t.units
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

// CHECK-LABEL: func.func @grow
//       CHECK:   memref.alloc
//       CHECK:   memref.dealloc
// CHECK-LABEL: func.func @general
//       CHECK:   call @dealloc_helper
// CHECK-LABEL: func.func private @dealloc_helper
// STATS: num-helper-calls

func.func @grow(%n: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %s = scf.if %c -> (memref<?xf32>) {
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  %v = memref.load %s[%c0] : memref<?xf32>
  return %v : f32
}

// Already deallocated (left alone by the ownership pass): six buffers that
// may alias each other and two retained ones are more comparisons than
// the lowering makes inline, so it calls the helper.
func.func @general(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>,
                   %d: memref<2xf32>, %e: memref<2xf32>, %f: memref<2xf32>,
                   %r0: memref<2xf32>, %r1: memref<2xf32>, %k: i1) -> (i1, i1) {
  %o:2 = bufferization.dealloc (%a, %b, %c, %d, %e, %f
      : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>,
        memref<2xf32>, memref<2xf32>) if (%k, %k, %k, %k, %k, %k)
      retain (%r0, %r1 : memref<2xf32>, memref<2xf32>)
  return %o#0, %o#1 : i1, i1
}
