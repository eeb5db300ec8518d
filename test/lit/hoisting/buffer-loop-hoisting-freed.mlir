// A buffer that an op frees inside the loop (memref.realloc frees its
// source; memref.dealloc, here of a cast of it) stays in the loop: the
// next iteration would use the memory freed by the last one. (Upstream 22
// also keeps the realloc'd buffer, but moves out one freed by
// memref.dealloc: mlbuf differs there, on purpose.)
// RUN: mlbuf-opt %s --buffer-loop-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-loop-hoisting | not mlbuf-run --check - -e main 2>&1 | FileCheck %s --check-prefix=RUN-CHECK
// RUN: mlbuf-opt %s --buffer-loop-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 8
// The realloc'd buffers are never freed (no deallocation pipeline): leaks
// only, no use after free.
// RUN-CHECK-NOT: use after free
// RUN-CHECK: leak

// The same loop with a buffer nothing frees: that one moves out.
// CHECK-LABEL: func.func @main
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() : memref<1xf32>
//       CHECK:     memref.realloc %[[A]]
//       CHECK:   %[[K:.*]] = memref.alloc() : memref<1xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     memref.store %{{.*}}, %[[K]]
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f32 {
    %a = memref.alloc() : memref<1xf32>
    memref.store %one, %a[%c0] : memref<1xf32>
    %b = memref.realloc %a : memref<1xf32> to memref<2xf32>
    %v = memref.load %b[%c0] : memref<2xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  %s2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %s) -> f32 {
    %k = memref.alloc() : memref<1xf32>
    memref.store %one, %k[%c0] : memref<1xf32>
    %v = memref.load %k[%c0] : memref<1xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  return %s2 : f32
}

// An explicit free in the loop keeps the buffer there too (upstream 22
// hoists it: the second iteration then frees it again).
// CHECK-LABEL: func.func @explicit_free
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[E:.*]] = memref.alloc() : memref<1xf32>
func.func @explicit_free(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %e = memref.alloc() : memref<1xf32>
    %cast = memref.cast %e : memref<1xf32> to memref<?xf32>
    memref.dealloc %cast : memref<?xf32>
  }
  return
}
