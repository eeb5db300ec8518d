// analysis-heuristic=fuzzer decides the ops in a shuffled order, the
// same permutation as mlir-opt 22 for a seed (MT19937, swapped as
// llvm::shuffle does). Two fills overwrite one tensor whose both results
// are read: whichever is decided first goes in place, the other out of
// place. Seed 1 decides %a first, seed 2 decides %b first (as upstream).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=1" | FileCheck %s --check-prefix=SEED1
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=2" | FileCheck %s --check-prefix=SEED2
// The seed alone does not shuffle (upstream: only with the heuristic);
// the default bottom-up decides %b first.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only analysis-fuzzer-seed=1" | FileCheck %s --check-prefix=SEED2

// SEED1-LABEL: func.func @two_fills
//       SEED1:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0
//  SEED1-NEXT:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0
//  SEED1-NEXT:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1
// SEED2-LABEL: func.func @two_fills
//       SEED2:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0
//  SEED2-NEXT:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg0
//  SEED2-NEXT:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1
func.func @two_fills(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %b = linalg.fill ins(%y : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %ra = tensor.extract %a[%c0] : tensor<4xf32>
  %rb = tensor.extract %b[%c0] : tensor<4xf32>
  %s = arith.addf %ra, %rb : f32
  return %s : f32
}
