// An elementwise generic whose input is its init passed through two
// casts: the casts are decided after the generic (bottom-up), when they
// do not yet make the input equivalent to the init. Following the chain
// of equivalent buffers back from the input finds the init, as upstream
// does, so the first cast stays in place: no copy of the tensor
// (random program 1200009 copied it).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS: tensor.cast {{.*}}__inplace_operands_attr__ = ["true"]
// ANALYSIS: tensor.cast {{.*}}__inplace_operands_attr__ = ["true"]
// ANALYSIS: linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// VALUE: {{^}}99{{$}}
// STATS: allocations: 1
// STATS: copies: 0
#id = affine_map<(d0) -> (d0)>
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k2 = arith.constant 2 : i64
  %k31 = arith.constant 31 : i64
  %g = tensor.generate %c3 {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<?xi64>
  %s = tensor.cast %g : tensor<?xi64> to tensor<3xi64>
  %d = tensor.cast %s : tensor<3xi64> to tensor<?xi64>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%d : tensor<?xi64>) outs(%g : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %m = arith.muli %in, %k2 : i64
    %a = arith.addi %m, %out : i64
    linalg.yield %a : i64
  } -> tensor<?xi64>
  %x0 = tensor.extract %r[%c0] : tensor<?xi64>
  %x1 = tensor.extract %r[%c1] : tensor<?xi64>
  %x2 = tensor.extract %r[%c2] : tensor<?xi64>
  %y0 = arith.muli %x0, %k31 : i64
  %y1 = arith.addi %y0, %x1 : i64
  %y2 = arith.muli %y1, %k31 : i64
  %y3 = arith.addi %y2, %x2 : i64
  return %y3 : i64
}
