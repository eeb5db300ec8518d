// analysis-heuristic=bottom-up-from-terminators decides the yield first,
// then the ops its value comes from: the fill that is yielded (%a) goes in
// place, keeping the loop's one buffer, and the other fill (%b, only read)
// goes out of place. (mlir-opt 22 gives the same decisions; with its
// default bottom-up it rejects this loop.) The bufferized loop computes
// 3 * (1 + 2) + 1 = 10.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only analysis-heuristic=bottom-up-from-terminators" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="analysis-heuristic=bottom-up-from-terminators" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   scf.for
//  CHECK-NEXT:     linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst
//  CHECK-NEXT:     linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%cst_0
//       CHECK:     scf.yield {__inplace_operands_attr__ = ["true", "none"]}
// VALUE: {{^}}1e+01{{$}}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t0 = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %t0, %acc = %x) -> (tensor<4xf32>, f32) {
    %a = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %b = linalg.fill ins(%y : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %va = tensor.extract %a[%c0] : tensor<4xf32>
    %vb = tensor.extract %b[%c0] : tensor<4xf32>
    %v = arith.addf %va, %vb : f32
    %n = arith.addf %acc, %v : f32
    scf.yield %a, %n : tensor<4xf32>, f32
  }
  return %r#1 : f32
}
