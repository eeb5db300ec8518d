// A cf loop whose back edge hands on a new tensor each trip, and a write
// into the carried tensor after the loop's exit: the exit block cannot
// lead back to the back edge, so the write never comes before the back
// edge's read of the new value, and the back edge keeps the buffer with
// no copy (before: a copy each trip; mlir-opt 22 rejects the loop). The
// opposite case, a write that can reach the read, is
// cf-write-reaches-read.mlir.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: 33
// STATS: copies: 0
// STATS: memory errors: 0

// CHECK-LABEL: func.func @main
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store
//   CHECK-NOT:   memref.copy
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k2 = arith.constant 2 : i64
  %k9 = arith.constant 9 : i64
  %t0 = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<4xi64>
  cf.br ^head(%c0, %t0 : index, tensor<4xi64>)
^head(%i: index, %t: tensor<4xi64>):
  %go = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<4xi64>
  %n = linalg.map ins(%t : tensor<4xi64>) outs(%e : tensor<4xi64>)
    (%x: i64, %o: i64) {
      %y = arith.muli %x, %k2 : i64
      linalg.yield %y : i64
    }
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %n : index, tensor<4xi64>)
^exit:
  %w = tensor.insert %k9 into %t[%c0] : tensor<4xi64>
  %a = tensor.extract %w[%c0] : tensor<4xi64>
  %b = tensor.extract %w[%c3] : tensor<4xi64>
  %s = arith.addi %a, %b : i64
  return %s : i64
}
