// materialize_in_destination copies the source into the destination's
// buffer; the destination is not read (overwritten whole), so a function
// argument destination is written in place, as upstream does.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

//       CHECK: func.func @put(%[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[B:.*]]: memref<4xf32, strided<[?], offset: ?>>)
//  CHECK-NEXT:   memref.copy %[[A]], %[[B]]
//  CHECK-NEXT:   return %[[B]]
// VALUE: 3
func.func @put(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = bufferization.materialize_in_destination %a in %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %y = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r = call @put(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.extract %r[%c0] : tensor<4xf32>
  %v = tensor.extract %y[%c0] : tensor<4xf32>
  %s = arith.addf %u, %v : f32
  return %s : f32
}
