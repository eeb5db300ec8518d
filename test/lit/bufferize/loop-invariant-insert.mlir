// An insert inside a loop into a tensor defined before the loop: every
// trip must start again from the value defined outside, so the insert,
// which reads the rest of its destination, cannot write that buffer in
// place -- trip 2 would read the 12 trip 1 stored (reduced from random
// program 50295 of bench/bufferize_random.py).
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s

// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// VALUE: {{^}}33{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k7 = arith.constant 7 : i64
  %k12 = arith.constant 12 : i64
  %e = tensor.empty() : tensor<6xi64>
  %t = linalg.fill ins(%k7 : i64) outs(%e : tensor<6xi64>) -> tensor<6xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %k7) -> (i64) {
    %w = tensor.insert %k12 into %t[%i] : tensor<6xi64>
    %x = tensor.extract %w[%c0] : tensor<6xi64>
    %n = arith.addi %acc, %x : i64
    scf.yield %n : i64
  }
  return %r : i64
}
