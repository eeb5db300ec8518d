// A constant yielded by one branch of an scf.if, a new tensor filled by
// the other: the two share an alias set, but the fill writes its own new
// buffer, never the constant's global. Only a write into a buffer that a
// read-only value reaches through in-place uses is refused (upstream's
// per-write rule): the first if's constant yield stays in place, no copy
// (random program 1220192 copied it). The second if's result is written
// by an insert; the yields are decided first, in place (upstream's
// order), so the insert would write the constant's global and goes out
// of place: one copy, of the if's result.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS:      scf.yield {__inplace_operands_attr__ = ["true"]}
// ANALYSIS:      linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS:      scf.yield {__inplace_operands_attr__ = ["true"]}
// ANALYSIS:      scf.yield {__inplace_operands_attr__ = ["true"]}
// ANALYSIS:      linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS:      scf.yield {__inplace_operands_attr__ = ["true"]}
// ANALYSIS:      tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// VALUE: {{^}}6984{{$}}
// STATS: copies: 1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k4 = arith.constant 4 : i64
  %k9 = arith.constant 9 : i64
  %k31 = arith.constant 31 : i64
  %cond = arith.cmpi eq, %k1, %k1 : i64
  %r = scf.if %cond -> (tensor<2xi64>) {
    %c = arith.constant dense<[7, 8]> : tensor<2xi64>
    scf.yield %c : tensor<2xi64>
  } else {
    %e = tensor.empty() : tensor<2xi64>
    %f = linalg.fill ins(%k4 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
    scf.yield %f : tensor<2xi64>
  }
  %x0 = tensor.extract %r[%c0] : tensor<2xi64>
  %x1 = tensor.extract %r[%c1] : tensor<2xi64>
  %q = scf.if %cond -> (tensor<2xi64>) {
    %c = arith.constant dense<[5, 6]> : tensor<2xi64>
    scf.yield %c : tensor<2xi64>
  } else {
    %e = tensor.empty() : tensor<2xi64>
    %f = linalg.fill ins(%k4 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
    scf.yield %f : tensor<2xi64>
  }
  %u = tensor.insert %k9 into %q[%c0] : tensor<2xi64>
  %y0 = tensor.extract %u[%c0] : tensor<2xi64>
  %s0 = arith.muli %x0, %k31 : i64
  %s1 = arith.addi %s0, %x1 : i64
  %s2 = arith.muli %s1, %k31 : i64
  %s3 = arith.addi %s2, %y0 : i64
  return %s3 : i64
}
