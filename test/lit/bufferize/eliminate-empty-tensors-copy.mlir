// REQUIRES: mlir-opt
// linalg.copy is a subset insertion too (its input overwrites its whole
// output). Here the chain from the copy's input reaches the tensor.empty
// through the fill and the materialize_in_destination whose result the copy
// writes into: the replacement would be that very result, which cannot be
// moved above its own op, so the empty stays (a regression: the use once
// read its own result, invalid IR; random program 71). The
// materialize_in_destination's own source chain reaches the first empty:
// that use reads the destination empty instead, moved above the fill.
// Output identical to mlir-opt 22's (generic form), same value.
// RUN: mlbuf-opt %s --eliminate-empty-tensors | FileCheck %s
// RUN: mlbuf-opt %s --eliminate-empty-tensors --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --eliminate-empty-tensors --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main() -> f32
//       CHECK:   tensor.empty() : tensor<4xf32>
//  CHECK-NEXT:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//  CHECK-NEXT:   %[[S:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
//  CHECK-NEXT:   %[[M:.*]] = bufferization.materialize_in_destination %[[S]] in %[[E]]
//  CHECK-NEXT:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[M]] : tensor<4xf32>)
//  CHECK-NEXT:   linalg.copy ins(%[[F]] : tensor<4xf32>) outs(%[[M]] : tensor<4xf32>)
// VALUE: 2.5
func.func @main() -> f32 {
  %c1 = arith.constant 1 : index
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.5 : f32
  %src0 = tensor.empty() : tensor<4xf32>
  %src = linalg.fill ins(%a : f32) outs(%src0 : tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %m = bufferization.materialize_in_destination %src in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %f = linalg.fill ins(%b : f32) outs(%m : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.copy ins(%f : tensor<4xf32>) outs(%m : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%c1] : tensor<4xf32>
  return %x : f32
}

// The copy's input comes from an empty the fill writes: the empty becomes
// the copy's output tensor.
// CHECK-LABEL: func.func @into_output(
//  CHECK-SAME:     %[[T:[a-z0-9]+]]: tensor<4xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<4xf32>)
//  CHECK-NEXT:   linalg.copy ins(%[[F]] : tensor<4xf32>) outs(%[[T]] : tensor<4xf32>)
func.func @into_output(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.copy ins(%f : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
