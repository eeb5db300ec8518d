// linalg-bufferize gives each linalg op a new buffer for its result: a
// copy of the init when the op reads it (linalg.generic accumulating into
// its out), no copy when it does not (linalg.fill), so the init tensor
// is unchanged afterwards. Ops of other dialects stay on tensors.
// RUN: mlbuf-opt %s --func-bufferize --linalg-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

#map = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @acc(
//  CHECK-SAME:     %[[A:.*]]: memref<3xi64>, %[[B:.*]]: memref<3xi64>)
//       CHECK:   %[[N:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
//       CHECK:   memref.copy %[[B]], %[[N]]
//       CHECK:   linalg.generic {{.*}} ins(%[[A]] : memref<3xi64>) outs(%[[N]] : memref<3xi64>)
//       CHECK:   %[[F:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill ins(%{{.*}} : i64) outs(%[[F]] : memref<3xi64>)
//       CHECK:   tensor.extract
func.func @acc(%a: tensor<3xi64>, %b: tensor<3xi64>) -> i64 {
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<3xi64>) outs(%b : tensor<3xi64>) {
  ^bb0(%x: i64, %y: i64):
    %s = arith.addi %x, %y : i64
    linalg.yield %s : i64
  } -> tensor<3xi64>
  %f = linalg.fill ins(%z : i64) outs(%b : tensor<3xi64>) -> tensor<3xi64>
  %e1 = tensor.extract %r[%c2] : tensor<3xi64>
  %e2 = tensor.extract %b[%c2] : tensor<3xi64>
  %e3 = tensor.extract %f[%c2] : tensor<3xi64>
  %t = arith.addi %e1, %e2 : i64
  %u = arith.addi %t, %e3 : i64
  return %u : i64
}

// (3 + 30) + 30 + 0
// VALUE: {{^}}63{{$}}
func.func @main() -> i64 {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = arith.constant dense<[10, 20, 30]> : tensor<3xi64>
  %r = call @acc(%a, %b) : (tensor<3xi64>, tensor<3xi64>) -> i64
  return %r : i64
}
