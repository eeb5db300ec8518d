// In a loop, a tensor.cast of %t (which reads nothing itself) feeds a
// copy, and a later op writes %t. Bottom-up, the write is decided first,
// while the cast is undecided; the cast then cannot go in place (the
// copy would read the write) and goes out of place, but its own copy
// reads %t at the cast, on the next trip after the write: the write must
// not go in place. An undecided use whose copy would read counts as a
// read (random program 1300495, with scf.while; the old build returned
// 810 here).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK: linalg.mul {__inplace_operands_attr__ = ["true", "true", "false"]}
// VALUE: {{^}}270{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k5 = arith.constant 5 : i64
  %k27 = arith.constant 27 : i64
  %t = tensor.splat %k27 : tensor<4xi64>
  %t5 = tensor.splat %k5 : tensor<4xi64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %c = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
    %cp = bufferization.alloc_tensor() copy(%c) : tensor<?xi64>
    %cc = tensor.cast %cp : tensor<?xi64> to tensor<4xi64>
    %m = linalg.mul ins(%cc, %t5 : tensor<4xi64>, tensor<4xi64>) outs(%t : tensor<4xi64>) -> tensor<4xi64>
    %y = tensor.extract %m[%c1] : tensor<4xi64>
    %s2 = arith.addi %acc, %y : i64
    scf.yield %s2 : i64
  }
  return %r : i64
}
