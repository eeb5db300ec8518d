// linalg-bufferize gives a linalg op's out-of-place dynamic init a new
// buffer sized by memref.dim of the init's buffer, even though it leaves
// tensor ops alone: tensor-bufferize, which would lower a tensor.dim, may
// have run already, and finalizing-bufferize would then find the
// tensor.dim left (one-shot-bufferize's dialect-filter sizes by
// tensor.dim, as upstream 22: dialect-filter-alloc-size.mlir). Random
// legacy programs 6107002-6107099 failed half with "failed to legalize
// operation 'tensor.dim'".
// RUN: mlbuf-opt %s --tensor-bufferize --linalg-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --bufferization-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[E:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xi64>
//   CHECK-NOT:   tensor.dim
//       CHECK:   memref.dim %[[E]], %{{.*}} : memref<?x?xi64>
//   CHECK-NOT:   tensor.dim
//       CHECK:   linalg.map
// VALUE: 21
func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %a = tensor.splat %k7 : tensor<4x2xi64>
  %t25 = tensor.empty(%c4, %c2) : tensor<?x?xi64>
  %t26 = tensor.cast %a : tensor<4x2xi64> to tensor<?x?xi64>
  %t27 = linalg.map ins(%t26 : tensor<?x?xi64>) outs(%t25 : tensor<?x?xi64>)
    (%x: i64, %y: i64) {
      %m = arith.muli %x, %k3 : i64
      linalg.yield %m : i64
    }
  %e = tensor.extract %t27[%c1, %c1] : tensor<?x?xi64>
  return %e : i64
}
