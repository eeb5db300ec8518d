// An extract_slice of a tensor defined outside a loop, written in place by
// a fill and inserted back into that tensor at the same (loop-variant)
// offset: the slices match within one trip, but the insert reads the
// whole tensor, and an earlier trip's write went into another slice.
// Writing the outside tensor in place would let trip 2 see trip 1's
// column; the matching-slice excuse holds only where dominance does (not
// across trips of a loop that lacks the read's definitions), so the slice
// gets its own buffer. Shape of random program 60401 after
// eliminate-empty-tensors. The value is the tensor program's (7).
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize | mlbuf-run - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// ANALYSIS: scf.for
// ANALYSIS:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false", "none"]}
// VALUE: 7
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %k = arith.constant 7 : i64
  %e = tensor.empty() : tensor<3xi64>
  %t = linalg.fill ins(%z : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i64) {
    %s = tensor.extract_slice %t[%i] [1] [1] : tensor<3xi64> to tensor<1xi64>
    %f = linalg.fill ins(%k : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
    %ins = tensor.insert_slice %f into %t[%i] [1] [1] : tensor<1xi64> into tensor<3xi64>
    %x = tensor.extract %ins[%c0] : tensor<3xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %r : i64
}
