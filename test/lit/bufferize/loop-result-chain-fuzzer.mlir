// A loop whose init shares its alias set with its result, nested in loops
// that hand on their inner loops' results: asking whether a loop result
// was made in the outer trip followed the init back to the same loop
// forever (a stack overflow under some fuzzer orders; found on upstream's
// Linalg/one-shot-bufferize.mlir tiled matmul with seed 23). Each loop is
// now asked once per chain.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=8 bufferize-function-boundaries" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=65 bufferize-function-boundaries" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="analysis-heuristic=fuzzer analysis-fuzzer-seed=8 bufferize-function-boundaries" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="analysis-heuristic=fuzzer analysis-fuzzer-seed=65 bufferize-function-boundaries" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @tiles
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:       scf.for
// VALUE: 6
func.func @tiles(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%acc = %c) -> (tensor<8x8xf32>) {
    %r2 = scf.for %j = %c0 to %c8 step %c4 iter_args(%acc2 = %acc) -> (tensor<8x8xf32>) {
      %tile = tensor.extract_slice %c[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      %f = linalg.fill ins(%zero : f32) outs(%tile : tensor<4x4xf32>) -> tensor<4x4xf32>
      %r3 = scf.for %k = %c0 to %c8 step %c4 iter_args(%t = %f) -> (tensor<4x4xf32>) {
        %x = tensor.extract_slice %a[%i, %k] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
        %m = linalg.add ins(%x, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
        scf.yield %m : tensor<4x4xf32>
      }
      %ins = tensor.insert_slice %r3 into %acc2[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      scf.yield %ins : tensor<8x8xf32>
    }
    scf.yield %r2 : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 9.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %c = linalg.fill ins(%nine : f32) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = call @tiles(%a, %c) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = tensor.extract %r[%c0, %c5] : tensor<8x8xf32>
  %y = tensor.extract %c[%c0, %c5] : tensor<8x8xf32>
  %s = arith.subf %y, %x : f32
  %z = arith.addf %s, %x : f32
  %w = arith.subf %z, %nine : f32
  %v = arith.addf %w, %x : f32
  %u = arith.addf %v, %one : f32
  %t = arith.addf %u, %one : f32
  %q = arith.addf %t, %one : f32
  %p = arith.addf %q, %one : f32
  return %p : f32
}
