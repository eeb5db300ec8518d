// The other side of cf-branch-forward-unread.mlir's rule: the loop writes
// %t0 before the cond_br forwards it to a block that reads it, so the
// loop's init must go out of place (the read of the argument is in %t0's
// alias set once the branch is in place, and catches the write). Under
// top-down the loop is decided before the branch: the undecided branch
// still counts as a read, as an out-of-place branch copies %t0 where it
// stands. A build that lets a branch read nothing also when out of place
// or undecided puts the init in place under top-down and the branch's
// operand out of place, copying the written tensor: 18 instead of 10.
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down" --buffer-deallocation-pipeline | mlbuf-run --check - 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: 10

// ANALYSIS: scf.for
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS: cf.cond_br {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k9 = arith.constant 9 : i64
  %k100 = arith.constant 100 : i64
  %t0 = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<4xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t0) -> (tensor<4xi64>) {
    %w = tensor.insert %k9 into %a[%i] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  }
  %e = tensor.extract %r[%c1] : tensor<4xi64>
  %go = arith.cmpi slt, %e, %k100 : i64
  cf.cond_br %go, ^read(%t0 : tensor<4xi64>), ^exit(%e : i64)
^read(%x: tensor<4xi64>):
  %b = tensor.extract %x[%c1] : tensor<4xi64>
  %s = arith.addi %e, %b : i64
  cf.br ^exit(%s : i64)
^exit(%res: i64):
  return %res : i64
}
