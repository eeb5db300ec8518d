// scf-bufferize asks the region-branch interface which values an scf op
// forwards, so scf.execute_region and scf.index_switch (which MLIR 16's
// patterns did not cover) are converted like scf.if: their results and
// the operands of their yields become buffers, nothing is copied.
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --scf-bufferize --finalizing-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --scf-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @choose(
//  CHECK-SAME:     %[[K:.*]]: index, %[[A:.*]]: memref<2xi64>, %[[B:.*]]: memref<2xi64>) -> memref<2xi64>
//       CHECK:   %[[S:.*]] = scf.index_switch %[[K]] -> memref<2xi64>
//       CHECK:     scf.yield %[[A]] : memref<2xi64>
//       CHECK:     scf.yield %[[B]] : memref<2xi64>
//       CHECK:   %[[E:.*]] = scf.execute_region -> memref<2xi64> {
//       CHECK:     scf.yield %[[S]] : memref<2xi64>
//       CHECK:   return %[[E]] : memref<2xi64>
//   CHECK-NOT:   memref.copy
func.func @choose(%k: index, %a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %s = scf.index_switch %k -> tensor<2xi64>
  case 1 {
    scf.yield %a : tensor<2xi64>
  }
  default {
    scf.yield %b : tensor<2xi64>
  }
  %e = scf.execute_region -> tensor<2xi64> {
    scf.yield %s : tensor<2xi64>
  }
  return %e : tensor<2xi64>
}

// VALUE: {{^}}4{{$}}
func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[3, 4]> : tensor<2xi64>
  %b = arith.constant dense<[5, 6]> : tensor<2xi64>
  %r = call @choose(%c1, %a, %b) : (index, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %x = tensor.extract %r[%c1] : tensor<2xi64>
  return %x : i64
}
