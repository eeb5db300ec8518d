// REQUIRES: mlir-opt
// A call is rewritten with its callee's buffer types where it stands
// (callees are bufferized first), so the ops using its results read the
// call's buffers directly, as upstream: no memref.cast of the result to
// the fully dynamic layout of an unknown buffer.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=ID
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=ID
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// @main comes first: its calls are rewritten after @f and @g all the same.
// ID-LABEL: func.func @main(
//       ID:   %[[G:.*]] = call @g() : () -> memref<4xf32>
//       ID:   %[[R:.*]]:2 = call @f(%[[G]]) : (memref<4xf32>) -> (f32, memref<4xf32>)
//   ID-NOT:   memref.cast
//       ID:   memref.load %[[R]]#1[%{{.*}}] : memref<4xf32>
// INFER-LABEL: func.func @main(
//       INFER:   %[[G:.*]] = call @g() : () -> memref<4xf32>
//       INFER:   %[[E:.*]] = memref.load %[[G]][%{{.*}}] : memref<4xf32>
//       INFER:   %[[C:.*]] = memref.cast %[[G]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
//       INFER:   call @f(%[[C]])
// 1 + 2 + 1 = 4
// VALUE: 4
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %t = call @g() : () -> tensor<4xf32>
  %first = tensor.extract %t[%c0] : tensor<4xf32>
  %old, %n = call @f(%t) : (tensor<4xf32>) -> (f32, tensor<4xf32>)
  %x = tensor.extract %n[%c0] : tensor<4xf32>
  %s = arith.addf %old, %x : f32
  %s2 = arith.addf %s, %first : f32
  return %s2 : f32
}

func.func @f(%t: tensor<4xf32>) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  %n = tensor.insert %two into %t[%c0] : tensor<4xf32>
  return %old, %n : f32, tensor<4xf32>
}

func.func @g() -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
