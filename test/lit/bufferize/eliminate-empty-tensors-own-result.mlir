// eliminate-empty-tensors never builds an empty's replacement from the
// result of an op enclosing the empty: here linalg.copy overwrites the
// scf.if result with itself, so its subset is that result, which the
// fill inside the scf.if cannot use (random program 602029, where the
// output failed to verify: "operand #1 does not dominate this use"). The
// empty stays.
// RUN: mlbuf-opt %s --eliminate-empty-tensors | FileCheck %s
// RUN: mlbuf-opt %s --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   scf.if
//  CHECK-NEXT:     tensor.empty() : tensor<4xi64>
//  CHECK-NEXT:     linalg.fill
// VALUE: 7
func.func @main() -> i64 {
  %true = arith.constant true
  %c2 = arith.constant 2 : index
  %k7 = arith.constant 7 : i64
  %z = arith.constant dense<0> : tensor<4xi64>
  %r = scf.if %true -> tensor<4xi64> {
    %e = tensor.empty() : tensor<4xi64>
    %f = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  } else {
    scf.yield %z : tensor<4xi64>
  }
  %c = linalg.copy ins(%r : tensor<4xi64>) outs(%r : tensor<4xi64>) -> tensor<4xi64>
  %x = tensor.extract %c[%c2] : tensor<4xi64>
  return %x : i64
}
