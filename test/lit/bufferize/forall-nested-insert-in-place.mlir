// A parallel_insert_slice must write its shared out's buffer in place:
// the in_parallel terminator holds nothing else, so the rewrite has no
// place for a copy. Random program 7060172
// (bench/bufferize_indep_random.py): a forall of one trip nested in
// another, inserting a slice of its shared out back into it; the choice
// of the cheaper side of a conflict (one_shot_choose.c) put the inner
// insert's destination out of place, and the pass failed with "op was not
// bufferized". The destination is now decided in place first
// (must_in_place) and never a candidate of that choice.
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | %mlir_opt | FileCheck %s
// REQUIRES: mlir-opt
// VALUE: [1,  2,  3,  4,  5,  6,  7,  8]
// CHECK-LABEL: func.func @main
//       CHECK:   scf.forall
// (the inner forall of one trip is folded into its body)

func.func @main() -> tensor<8xi64> {
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xi64>) {
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<8xi64> to tensor<4xi64>
    %in = scf.forall (%j) in (1) shared_outs(%p = %s) -> (tensor<4xi64>) {
      %q = tensor.extract_slice %p[0] [4] [1] : tensor<4xi64> to tensor<4xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %q into %p[0] [4] [1] : tensor<4xi64> into tensor<4xi64>
      }
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %in into %o[%off] [4] [1] : tensor<4xi64> into tensor<8xi64>
    }
  }
  return %r : tensor<8xi64>
}
