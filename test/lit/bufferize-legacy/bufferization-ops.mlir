// bufferization-bufferize bufferizes the bufferization dialect alone:
// alloc_tensor becomes memref.alloc (aligned to 64), with a copy of its
// `copy` operand; ops of other dialects stay on tensors behind glue. Every
// partial pass lets the bufferization dialect in as well (MLIR 16's
// partial options), so tensor-bufferize does the same.
// RUN: mlbuf-opt %s --bufferization-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --tensor-bufferize | FileCheck %s --check-prefix=TENSOR
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --bufferization-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[C:.*]] = arith.constant dense<[1, 2]> : tensor<2xi64>
//       CHECK:   %[[M:.*]] = bufferization.to_buffer %[[C]] : tensor<2xi64> to memref<2xi64>
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
//       CHECK:   memref.copy %[[M]], %[[A]]
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[A]]
//       CHECK:   tensor.insert %{{.*}} into %[[T]]
// TENSOR-NOT: bufferization.alloc_tensor
// TENSOR-NOT: tensor.insert
// VALUE: {{^}}3{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 9 : i64
  %c = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a = bufferization.alloc_tensor() copy(%c) : tensor<2xi64>
  %i = tensor.insert %v into %a[%c0] : tensor<2xi64>
  %x = tensor.extract %i[%c1] : tensor<2xi64>
  %y = tensor.extract %c[%c0] : tensor<2xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}
