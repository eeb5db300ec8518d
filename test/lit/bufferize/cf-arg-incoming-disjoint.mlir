// The read of block argument %v sees one of two incoming values: the
// loop's result, or %u. The loop's init goes out of place (the loop would
// write %t, which is read after it), so the fill inside the loop writes
// the loop's own copy and can never touch %u's buffer: the incoming %u is
// no reason for a conflict, and the fill stays in place (one copy, of the
// init). Without asking which buffers the incoming definitions may hold,
// %u (defined before the write) sent the fill out of place: a new buffer
// each trip (random program 3300111).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// The branch to the loop is taken: %v = [7, 7, 7, 7] after three trips
// (1 + 2 * 3), %t[1] = 2: 7 * 10 + 2.
// CHECK: {{^}}72{{$}}
// CHECK: allocations: 3
// CHECK: copies: 1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k10 = arith.constant 10 : i64
  %k20 = arith.constant 20 : i64
  %t = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k1 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %u = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k20 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %e = tensor.extract %t[%c0] : tensor<4xi64>
  %c = arith.cmpi eq, %e, %k1 : i64
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %x = tensor.extract %a[%c0] : tensor<4xi64>
    %y = arith.addi %x, %k2 : i64
    %f = linalg.fill ins(%y : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  }
  cf.br ^bb3(%r : tensor<4xi64>)
^bb2:
  cf.br ^bb3(%u : tensor<4xi64>)
^bb3(%v: tensor<4xi64>):
  %p = tensor.extract %v[%c1] : tensor<4xi64>
  %q = tensor.extract %t[%c1] : tensor<4xi64>
  %p10 = arith.muli %p, %k10 : i64
  %res = arith.addi %p10, %q : i64
  return %res : i64
}
