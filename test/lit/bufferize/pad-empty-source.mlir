// tensor.pad of a source of static size 0: the result is all padding and
// nothing is copied. A subview for the source at the low padding (here
// after the result's last element) does not verify ("offset 0 is
// out-of-bounds: 2 >= 2"): upstream emits it and fails, and so did mlbuf.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// VALUE: 4

// CHECK-LABEL: func.func @main
//       CHECK:   %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
//       CHECK:   linalg.map outs(%[[OUT]] : memref<2xi64>)
//   CHECK-NOT:   memref.subview
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %z = tensor.empty() : tensor<0xi64>
  %p = tensor.pad %z low[2] high[0] {
  ^bb0(%i: index):
    %c4 = arith.constant 4 : i64
    tensor.yield %c4 : i64
  } : tensor<0xi64> to tensor<2xi64>
  %x = tensor.extract %p[%c1] : tensor<2xi64>
  return %x : i64
}
