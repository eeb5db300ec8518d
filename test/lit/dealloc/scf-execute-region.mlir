// scf.execute_region with several blocks: the region's blocks pass
// ownership among themselves like a function body's, and its scf.yield
// ops forward ownership out of the op.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @pick
//       CHECK:   %[[R:.*]]:2 = scf.execute_region -> (memref<2xf32>, i1) {
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     cf.cond_br
//       CHECK:   ^bb1:
//       CHECK:     %[[O:.*]] = bufferization.dealloc ({{.*}}) retain (%[[A]] : memref<2xf32>)
//       CHECK:     scf.yield %[[A]], %[[O]] : memref<2xf32>, i1
//       CHECK:   ^bb2:
//       CHECK:     %[[B:.*]] = memref.alloc()
//       CHECK:     %[[O2:.*]] = bufferization.dealloc ({{.*}}) retain (%[[B]] : memref<2xf32>)
//       CHECK:     scf.yield %[[B]], %[[O2]] : memref<2xf32>, i1
//       CHECK:   }
//       CHECK:   scf.if %[[R]]#1
func.func @pick(%c: i1) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : memref<2xf32>
  ^bb2:
    %b = memref.alloc() : memref<2xf32>
    memref.copy %a, %b : memref<2xf32> to memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %0 = call @pick(%t) : (i1) -> memref<2xf32>
  %1 = call @pick(%f) : (i1) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}
