// A loop body is an automatic allocation scope: a memref.alloca made in
// it is gone when the trip ends. A tensor built on one (to_tensor) that
// the body yields must not hand that buffer out of the loop: scf-bufferize
// yields a heap copy of it instead (MLIR 16 yielded the stack buffer
// itself). A yield of another buffer is left alone.
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --finalizing-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   scf.for {{.*}} -> (memref<2xi64>, memref<2xi64>) {
//       CHECK:     %[[S:.*]] = memref.alloca() : memref<2xi64>
//       CHECK:     linalg.fill ins(%{{.*}} : i64) outs(%[[S]] : memref<2xi64>)
//       CHECK:     %[[H:.*]] = memref.alloc() : memref<2xi64>
//       CHECK:     memref.copy %[[S]], %[[H]]
//       CHECK:     scf.yield %[[H]], %[[K:.*]] : memref<2xi64>, memref<2xi64>
// VALUE: {{^}}6{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = arith.constant dense<[0, 0]> : tensor<2xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %init, %k = %init) -> (tensor<2xi64>, tensor<2xi64>) {
    %e = tensor.extract %x[%c0] : tensor<2xi64>
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %e, %ii : i64
    %s = memref.alloca() : memref<2xi64>
    linalg.fill ins(%n : i64) outs(%s : memref<2xi64>)
    %t = bufferization.to_tensor %s restrict writable : memref<2xi64> to tensor<2xi64>
    scf.yield %t, %k : tensor<2xi64>, tensor<2xi64>
  }
  %a = tensor.extract %r#0[%c1] : tensor<2xi64>
  %b = tensor.extract %r#1[%c1] : tensor<2xi64>
  %sum = arith.addi %a, %b : i64
  %two = arith.constant 2 : i64
  %res = arith.muli %sum, %two : i64
  return %res : i64
}
