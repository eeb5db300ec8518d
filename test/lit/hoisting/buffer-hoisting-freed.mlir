// A buffer freed by hand (a known free of the buffer or of a value it
// flows into) stays in its block under buffer-hoisting: moved to the
// dominator, it would be allocated on paths that never reach its free
// (here the path through ^bb1) and leak. mlbuf differs from mlir-opt 22
// here on purpose (upstream moves it). A buffer nothing frees in the same
// diamond still moves.
// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 3

// CHECK-LABEL: func.func @main
//       CHECK:   linalg.fill
//  CHECK-NEXT:   memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[H:.*]] = memref.alloc() : memref<4xf32>
func.func @main() -> f32 {
  %c = arith.constant false
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %arg = memref.alloca() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%arg : memref<4xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %k1 = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%arg, %k1 : memref<4xf32>, memref<2xf32>)
^bb2:
  %h = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%h : memref<4xf32>)
  %k2 = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%h, %k2 : memref<4xf32>, memref<2xf32>)
^bb3(%m: memref<4xf32>, %k: memref<2xf32>):
  %v = memref.load %m[%c0] : memref<4xf32>
  memref.store %v, %k[%c0] : memref<2xf32>
  %w = memref.load %k[%c0] : memref<2xf32>
  %r = arith.addf %w, %one : f32
  cf.cond_br %c, ^bb4, ^bb5
^bb4:
  cf.br ^bb6
^bb5:
  // Reached from ^bb2 only (same condition): %m is %h.
  memref.dealloc %m : memref<4xf32>
  cf.br ^bb6
^bb6:
  return %r : f32
}
