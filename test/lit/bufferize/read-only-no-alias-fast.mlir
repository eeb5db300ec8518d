// An operand that only reads and whose buffer no result or region
// argument takes (tensor.extract's source, a matmul's input) joins no
// alias set in place: every read-write pair of its set was checked by the
// decisions before it, so it goes in place without a conflict check of
// its own (one_shot.c, joins_nothing). The other side: the insert writes
// and joins its result's set, and gets the full check, which finds the
// later extract of %f reading the old value: out of place, one copy. The
// extracts before and after it take the quick way, in place; the values
// show what each reads.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS:      linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS:      tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS:      tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// ANALYSIS:      tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS:      tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// VALUE: {{^}}494{{$}}
// STATS: copies: 1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k4 = arith.constant 4 : i64
  %k9 = arith.constant 9 : i64
  %k10 = arith.constant 10 : i64
  %k100 = arith.constant 100 : i64
  %e = tensor.empty() : tensor<2xi64>
  %f = linalg.fill ins(%k4 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %x = tensor.extract %f[%c0] : tensor<2xi64>
  %u = tensor.insert %k9 into %f[%c0] : tensor<2xi64>
  %y = tensor.extract %f[%c0] : tensor<2xi64>
  %z = tensor.extract %u[%c0] : tensor<2xi64>
  // x * 100 + y * 10 + z * 1 + 45 = 400 + 40 + 9 + 45
  %a = arith.muli %x, %k100 : i64
  %b = arith.muli %y, %k10 : i64
  %s0 = arith.addi %a, %b : i64
  %s1 = arith.addi %s0, %z : i64
  %k45 = arith.constant 45 : i64
  %s2 = arith.addi %s1, %k45 : i64
  return %s2 : i64
}
