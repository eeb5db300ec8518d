// A loop nested in another writes, in its body, into the value its init
// came from, which is defined outside both loops: the inner loop reads
// that value again on every trip of the outer one, so the write cannot
// go into its buffer (reduced from random program 319 of
// bench/bufferize_random.py, which read the clobbered value).
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s

// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// VALUE: {{^}}7{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k1 = arith.constant 1 : i64
  %k9 = arith.constant 9 : i64
  %t = tensor.from_elements %k1, %k1 : tensor<2xi64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k1) -> (i64) {
    %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
      // Writes %t (the inner init) in place if allowed.
      %w = tensor.insert %k9 into %t[%c1] : tensor<2xi64>
      %x = tensor.extract %w[%c0] : tensor<2xi64>
      %y = tensor.extract %a[%c1] : tensor<2xi64>
      %s = arith.addi %x, %y : i64
      %u = tensor.insert %s into %a[%c1] : tensor<2xi64>
      scf.yield %u : tensor<2xi64>
    }
    %v = tensor.extract %in[%c1] : tensor<2xi64>
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %r : i64
}
