// The second look at an out-of-place operand (src/analysis/one_shot.c,
// second_look) checks it as undecided, as at its first turn. Random
// program 7136121 (bench/bufferize_indep_random.py --ext): the reshape
// of a loop's argument went out of place (the generic writing through it
// would change the argument the loop hands on); rechecked while still
// recorded out of place, the reshape's result counted as a copy made in
// the loop's body, which excused the write, and the reshape went in
// place: the argument was doubled in place every trip (20 instead of 5).
// mlir-opt 22 copies too (the reshape's operand).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries choice-runs=0" --buffer-deallocation-pipeline | mlbuf-run --check - 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries explain-copies" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// VALUE: {{^}}5{{$}}
// With the fix, the choice of which side copies lands on the generic
// (its new buffer made each trip), and nothing goes in place after all:
// EXPLAIN: remark: operand #1 of 'linalg.generic' bufferizes out of place
// EXPLAIN-NOT: in place after all

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 5 : i64
  %t = tensor.splat %k : tensor<8xi64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%ot = %t) -> (tensor<8xi64>) {
    %ex = tensor.expand_shape %ot [[0, 1]] output_shape [4, 2] : tensor<8xi64> into tensor<4x2xi64>
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ex : tensor<4x2xi64>) outs(%ex : tensor<4x2xi64>) {
    ^bb0(%p: i64, %q: i64):
      %z = arith.addi %p, %q : i64
      linalg.yield %z : i64
    } -> tensor<4x2xi64>
    scf.yield %ot : tensor<8xi64>
  }
  %e = tensor.extract %r[%c1] : tensor<8xi64>
  return %e : i64
}
