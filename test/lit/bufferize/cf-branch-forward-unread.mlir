// A branch hands a tensor on in place without reading it: the block
// argument's uses are the reads. Here the argument is never read, so the
// loop may write its init (%t0) in place although the later cond_br
// forwards %t0: one allocation, no copy (before: the branch counted as a
// read of %t0 and the loop's init went out of place, 3 allocations and
// copies; random program 3302143). The other side is
// cf-branch-forward-read.mlir.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: 9

// ANALYSIS: scf.for
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS: cf.cond_br {{.*}} {__inplace_operands_attr__ = ["none", "true"]}

// CHECK-LABEL: func.func @main
//       CHECK:   memref.alloc
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k9 = arith.constant 9 : i64
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
  %go = arith.cmpi sgt, %e, %k9 : i64
  cf.cond_br %go, ^ignore(%t0 : tensor<4xi64>), ^exit
^ignore(%x: tensor<4xi64>):
  cf.br ^exit
^exit:
  return %e : i64
}
