// optimize-allocation-liveness moves the free of a buffer right after the
// last use (in the allocation's block) of the buffer or of a value it
// flows into (a view, a cast): uses nested in a loop count as the loop.
// Frees in another block than their allocation stay.
// RUN: mlbuf-opt %s --optimize-allocation-liveness | FileCheck %s
// RUN: mlbuf-opt %s --optimize-allocation-liveness | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 6

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[V:.*]] = memref.subview %[[A]]
//  CHECK-NEXT:   linalg.fill ins(%{{.*}}) outs(%[[V]]
//  CHECK-NEXT:   %[[X:.*]] = memref.load %[[V]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   scf.for
//       CHECK:   }
//  CHECK-NEXT:   memref.dealloc %[[B]]
//  CHECK-NEXT:   %[[C:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     memref.dealloc %[[C]]
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %t = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  linalg.fill ins(%two : f32) outs(%v : memref<2xf32, strided<[1], offset: 1>>)
  %x = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  %b = memref.alloc() : memref<4xf32>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> f32 {
    memref.store %one, %b[%i] : memref<4xf32>
    %y = memref.load %b[%i] : memref<4xf32>
    %z = arith.addf %acc, %y : f32
    scf.yield %z : f32
  }
  %c = memref.alloc() : memref<4xf32>
  scf.if %t {
    memref.dealloc %c : memref<4xf32>
  }
  %r = arith.addf %s, %one : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %r : f32
}
