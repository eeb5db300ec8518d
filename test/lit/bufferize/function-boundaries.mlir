// bufferize-function-boundaries: tensor arguments and results become
// buffers of fully dynamic layout (infer-layout-map), callers pass casts.
// With upstream's decisions (choice-runs=0) @bump writes its argument in
// place, so the caller copies the operand it reads again later; the scf.if
// result is a buffer of dynamic layout. By default @bump keeps its
// argument read-only and copies it itself (CHOSEN): an in-place @bump
// would return its argument, which the deallocation pipeline clones at
// the return, on top of the caller's copy.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries choice-runs=0" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=CHOSEN
// RUN: mlbuf-run %s -- true | FileCheck %s --check-prefix=TRUE
// RUN: mlbuf-run %s -- false | FileCheck %s --check-prefix=FALSE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -- true | FileCheck %s --check-prefix=TRUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -- false | FileCheck %s --check-prefix=FALSE

// CHECK-LABEL: func.func @bump(%{{.*}}: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index) -> memref<4xf32, strided<[?], offset: ?>>
//       CHECK:   memref.store
//       CHECK:   return %arg0
// CHECK-LABEL: func.func @main
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A:.*]] : memref<4xf32>)
//       CHECK:   %[[C:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[A]], %[[C]]
//       CHECK:   %[[CAST:.*]] = memref.cast %[[C]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
//       CHECK:   call @bump(%[[CAST]], %{{.*}})
//       CHECK:   scf.if %{{.*}} -> (memref<4xf32, strided<[?], offset: ?>>)
// CHOSEN-LABEL: func.func @bump(
//  CHOSEN-SAME:     %[[ARG:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index) -> memref<4xf32>
//       CHOSEN:   %[[OWN:.*]] = memref.alloc()
//       CHOSEN:   memref.copy %[[ARG]], %[[OWN]]
//       CHOSEN:   memref.store %{{.*}}, %[[OWN]]
//       CHOSEN:   return %[[OWN]]
// CHOSEN-LABEL: func.func @main
//   CHOSEN-NOT:   memref.copy
//       CHOSEN:   call @bump
// TRUE: 16
// FALSE: 18
func.func @bump(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %v = tensor.extract %t[%i] : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %w = arith.addf %v, %one : f32
  %u = tensor.insert %w into %t[%i] : tensor<4xf32>
  return %u : tensor<4xf32>
}
func.func @main(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%five : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b = call @bump(%a, %c1) : (tensor<4xf32>, index) -> tensor<4xf32>
  %s = scf.if %c -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    %d = func.call @bump(%b, %c1) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  %x = tensor.extract %a[%c1] : tensor<4xf32>
  %y = tensor.extract %b[%c1] : tensor<4xf32>
  %z = tensor.extract %s[%c1] : tensor<4xf32>
  %xy = arith.addf %x, %y : f32
  %r = arith.addf %xy, %z : f32
  return %r : f32
}
