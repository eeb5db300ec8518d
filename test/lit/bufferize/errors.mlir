// Ops without a bufferization model are an error at their location unless
// allow-unknown-ops, which keeps them on tensors with to_tensor /
// to_buffer at their boundary.
// RUN: not mlbuf-opt %s --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: mlbuf-opt %s --one-shot-bufferize=allow-unknown-ops | FileCheck %s --check-prefix=ALLOW

// UNKNOWN: errors.mlir:[[@LINE+7]]:8: error: op was not bufferized
// ALLOW-LABEL: func.func @f
//       ALLOW:   %[[T:.*]] = bufferization.to_tensor %{{.*}} : memref<4xf32> to tensor<4xf32>
//       ALLOW:   %[[U:.*]] = "test.unknown"(%[[T]])
//       ALLOW:   return %[[U]] : tensor<4xf32>
func.func @f() -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %u = "test.unknown"(%e) : (tensor<4xf32>) -> tensor<4xf32>
  return %u : tensor<4xf32>
}
