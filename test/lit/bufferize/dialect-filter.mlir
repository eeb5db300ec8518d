// dialect-filter bufferizes only the ops of the listed dialects. Here the
// tensor ops become memref ops while linalg.fill stays on tensors, glued
// by to_tensor/to_buffer where a tensor op meets it (as mlir-opt 22). The
// analysis treats the denied fill as an unknown op: it may write its
// operand, so it goes out of place; the allowed insert into the fill's
// result is decided as usual. Without bufferization in the list the
// to_tensor/to_buffer pair stays too. The output still computes 2 + 2.
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=linalg test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[ALLOC:.*]] = memref.alloc()
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[ALLOC]]
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<4xf32>) -> tensor<4xf32>
//       CHECK:   bufferization.to_buffer %[[F]]
//       CHECK:   memref.store
//       CHECK:   memref.load
//   CHECK-NOT:   tensor.

// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// ANALYSIS: tensor.extract {{.*}} {__inplace_operands_attr__ = ["false", "none"]}

// VALUE: {{^}}4{{$}}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert %x into %f[%c0] : tensor<4xf32>
  %a = tensor.extract %r[%c0] : tensor<4xf32>
  %b = tensor.extract %r[%c1] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
