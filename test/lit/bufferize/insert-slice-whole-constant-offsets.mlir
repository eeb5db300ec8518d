// An insert_slice whose offsets and strides are constants given as
// operands (%c0, %c1), not as attributes, covers its whole destination
// all the same: it does not read the destination (upstream reads
// constants there too). Out of place (the destination is read after it),
// it gets a new buffer with no copy of the old contents: one copy (the
// source into the new buffer), not two. The second insert_slice starts
// at a constant 1 and keeps reading its destination (copied).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "false", "none", "none"]}
// ANALYSIS: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "false", "none"]}
// VALUE: {{^}}64454{{$}}
// STATS: allocations: 4
// STATS: copies: 3
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k2 = arith.constant 2 : i64
  %k5 = arith.constant 5 : i64
  %k31 = arith.constant 31 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%k2 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %s = linalg.fill ins(%k5 : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %u = tensor.insert_slice %s into %t[%c0] [4] [%c1] : tensor<4xi64> into tensor<4xi64>
  %s3 = tensor.extract_slice %s[0] [3] [1] : tensor<4xi64> to tensor<3xi64>
  %v = tensor.insert_slice %s3 into %t[%c1] [3] [1] : tensor<3xi64> into tensor<4xi64>
  %t0 = tensor.extract %t[%c0] : tensor<4xi64>
  %u3 = tensor.extract %u[%c3] : tensor<4xi64>
  %v0 = tensor.extract %v[%c0] : tensor<4xi64>
  %v3 = tensor.extract %v[%c3] : tensor<4xi64>
  %a = arith.muli %t0, %k31 : i64
  %b = arith.addi %a, %u3 : i64
  %c = arith.muli %b, %k31 : i64
  %d = arith.addi %c, %v0 : i64
  %f = arith.muli %d, %k31 : i64
  %g = arith.addi %f, %v3 : i64
  return %g : i64
}
