// REQUIRES: mlir-opt
// copy-before-write gives every written operand a buffer of its own. When
// every use of an alloc_tensor or tensor.empty gets one, the op's own
// allocation is never used and goes (upstream erases the op before it
// would allocate): one allocation per write, none left dead.
// RUN: mlbuf-opt %s --one-shot-bufferize=copy-before-write | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize=copy-before-write | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=copy-before-write --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill {{.*}} outs(%[[A]]
//       CHECK:   %[[B:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill {{.*}} outs(%[[B]]
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
// VALUE: 7
func.func @main() -> f32 {
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f32
  %four = arith.constant 4.0 : f32
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%three : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = bufferization.alloc_tensor() : tensor<4xf32>
  %3 = linalg.fill ins(%four : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.extract %1[%c1] : tensor<4xf32>
  %b = tensor.extract %3[%c1] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
