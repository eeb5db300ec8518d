// tensor.generate with static and dynamic sizes: the region runs once per
// element, in row-major order, with the element's indices (expected output
// from mlir-runner after one-shot-bufferize).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c3 = arith.constant 3 : index
  %g = tensor.generate %c3 {
  ^bb0(%i: index, %j: index):
    %c100 = arith.constant 100 : index
    %k = arith.muli %i, %c100 : index
    %v = arith.subi %k, %j : index
    %vi = arith.index_cast %v : index to i64
    tensor.yield %vi : i64
  } : tensor<2x?xi64>
  %m = bufferization.to_buffer %g : tensor<2x?xi64> to memref<2x?xi64>
  %u = memref.cast %m : memref<2x?xi64> to memref<*xi64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   -1,   -2],
  // CHECK-NEXT: {{^}} [100,   99,   98]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %s = tensor.generate {
  ^bb0:
    %c5 = arith.constant 5 : i64
    tensor.yield %c5 : i64
  } : tensor<i64>
  %sm = bufferization.to_buffer %s : tensor<i64> to memref<i64>
  %su = memref.cast %sm : memref<i64> to memref<*xi64>
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: {{^}}[5]
  call @printMemrefI64(%su) : (memref<*xi64>) -> ()
  return
}
