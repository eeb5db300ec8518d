// The read of %s after the loop has two definitions: the loop's result
// and %t. The loop's init goes out of place (the loop would write %t,
// which %s may still show), so the fill inside the loop writes the
// loop's own copy and can never touch %t's buffer: that definition is no
// reason for a conflict, and the fill stays in place (one copy, of the
// init). Checking only whether the read's value and the written value
// may share a buffer (they may: %s may be the loop's result) sent the
// fill out of place as well: a new buffer each trip (random program
// 3300205, the same shape with an scf.while).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// %r = [3, 3, 3, 3] after two trips, %s = %r, %t[2] = 3: 3 * 10 + 3.
// CHECK: {{^}}33{{$}}
// CHECK: allocations: 2
// CHECK: copies: 1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k1 = arith.constant 1 : i64
  %k10 = arith.constant 10 : i64
  %t = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k1 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %x = tensor.extract %a[%c0] : tensor<4xi64>
    %y = arith.addi %x, %k1 : i64
    %f = linalg.fill ins(%y : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  }
  %e = tensor.extract %t[%c0] : tensor<4xi64>
  %c = arith.cmpi eq, %e, %k1 : i64
  %s = arith.select %c, %r, %t : tensor<4xi64>
  %v = tensor.extract %s[%c1] : tensor<4xi64>
  %w = tensor.extract %t[%c2] : tensor<4xi64>
  %v10 = arith.muli %v, %k10 : i64
  %res = arith.addi %v10, %w : i64
  return %res : i64
}
