// A write into a cf loop's carried tensor in the body, and a read of the
// loop's init in the header: the body leads back to the header, so one
// trip's write comes before the next trip's read, and the init enters the
// loop as a copy (in place, the read would see 9 from the second trip on
// and the function return 36 instead of 9). The other side of
// cf-write-after-loop-exit.mlir's rule.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: 9

// CHECK-LABEL: func.func @main
//       CHECK:   memref.copy
//       CHECK:   cf.br ^bb1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %k9 = arith.constant 9 : i64
  %t0 = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<4xi64>
  cf.br ^head(%c0, %t0, %k0 : index, tensor<4xi64>, i64)
^head(%i: index, %t: tensor<4xi64>, %acc: i64):
  %r = tensor.extract %t0[%c0] : tensor<4xi64>
  %acc2 = arith.addi %acc, %r : i64
  %go = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %w = tensor.insert %k9 into %t[%c0] : tensor<4xi64>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %w, %acc2 : index, tensor<4xi64>, i64)
^exit:
  %b = tensor.extract %t[%c0] : tensor<4xi64>
  %s = arith.addi %acc2, %b : i64
  return %s : i64
}
