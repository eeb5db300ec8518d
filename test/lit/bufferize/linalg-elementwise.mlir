// A structured op whose every operand is indexed by the identity reads
// element p of its input in the very step that writes element p of its
// init: an input holding the init's buffer is no conflict (upstream's
// bufferizesToElementwiseAccess), so the first linalg.add runs in place
// with no copy. Not inside a loop when the value was defined outside it:
// the second trip would read what the first wrote (the second add, as
// mlir-opt 22 decides; random program 14 of bench/bufferize_random.py
// read the clobbered value when mlbuf excused it there).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// ANALYSIS: linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]}
// ANALYSIS: linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS: linalg.add {__inplace_operands_attr__ = ["true", "true", "false"]}
// VALUE: {{^}}26364{{$}}
#id = affine_map<(d0) -> (d0)>
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k5 = arith.constant 5 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%k5 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %ones = linalg.fill ins(%k1 : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  // In place: %t is not read again.
  %u = linalg.add ins(%t, %ones : tensor<4xi64>, tensor<4xi64>) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  // A generic reading %u as input and init, both by the identity.
  %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%u : tensor<4xi64>) outs(%u : tensor<4xi64>) {
  ^bb0(%i: i64, %o: i64):
    %d = arith.addi %i, %o : i64
    linalg.yield %d : i64
  } -> tensor<4xi64>
  %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc = %k1) -> (i64) {
    // Must start from %v on every trip.
    %s = linalg.add ins(%v, %ones : tensor<4xi64>, tensor<4xi64>) outs(%v : tensor<4xi64>) -> tensor<4xi64>
    %x = tensor.extract %s[%c0] : tensor<4xi64>
    %n = arith.muli %acc, %x : i64
    scf.yield %n : i64
  }
  %w = tensor.extract %v[%c1] : tensor<4xi64>
  %res = arith.muli %r, %w : i64
  %res2 = arith.muli %res, %k1 : i64
  return %res2 : i64
}
