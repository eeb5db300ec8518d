// tensor.concat with an input of static size 0: nothing of it is copied.
// A subview for it after the last element (offset = the result's size
// along the concatenated dimension) does not verify ("offset 0 is
// out-of-bounds: 1 >= 1"): upstream emits it and fails, and so did mlbuf.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// VALUE: 9

// CHECK-LABEL: func.func @main
//       CHECK:   memref.store
//       CHECK:   %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
//       CHECK:   %[[V:.*]] = memref.subview %[[OUT]][0] [1] [1] : memref<1xi64> to memref<1xi64, strided<[1]>>
//       CHECK:   memref.copy %{{.*}}, %[[V]]
//   CHECK-NOT:   memref.subview
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %i9 = arith.constant 9 : i64
  %z = tensor.empty() : tensor<0xi64>
  %one = tensor.from_elements %i9 : tensor<1xi64>
  %cc = tensor.concat dim(0) %z, %one, %z : (tensor<0xi64>, tensor<1xi64>, tensor<0xi64>) -> tensor<1xi64>
  %x = tensor.extract %cc[%c0] : tensor<1xi64>
  return %x : i64
}
