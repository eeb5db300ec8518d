// REQUIRES: mlir-opt
// The use drop-equivalent-buffer-results is made for: after One-Shot
// Bufferize with function boundaries, a private function that fills its
// tensor argument in place returns that argument's buffer; the pass drops
// the result and the caller reads the buffer it passed. On the same
// bufferized input (mlbuf's; its One-Shot output differs from upstream's
// here: calls are analyzed conservatively, docs/bufferization.md), the
// pass's output is mlir-opt 22's (generic form); the value is the tensor
// program's.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --drop-equivalent-buffer-results | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries > %t.buf
// RUN: mlbuf-opt %t.buf --drop-equivalent-buffer-results --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %t.buf --drop-equivalent-buffer-results --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --drop-equivalent-buffer-results --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func private @fill(
//  CHECK-SAME:     %[[T:[a-z0-9]+]]: memref<4xf32, strided<[?], offset: ?>>) {
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[T]] :
//  CHECK-NEXT:   return{{$}}
// CHECK-LABEL: func.func @main() -> f32
//       CHECK:   %[[C:.*]] = memref.cast %{{.*}} : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
//  CHECK-NEXT:   call @fill(%[[C]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
//  CHECK-NEXT:   memref.load %[[C]]
// VALUE: 2.5
func.func private @fill(%t: tensor<4xf32>) -> tensor<4xf32> {
  %cst = arith.constant 2.5 : f32
  %f = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @main() -> f32 {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = call @fill(%e) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%c1] : tensor<4xf32>
  return %x : f32
}
