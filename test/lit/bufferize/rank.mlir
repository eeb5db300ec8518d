// tensor.rank reads no element: it becomes memref.rank of the buffer, as
// mlir-opt 22 bufferizes it; the argument stays in place.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func private @rank_of
//  CHECK-SAME:   (%[[A:.*]]: memref<*xf32>) -> index
//       CHECK:   %[[R:.*]] = memref.rank %[[A]] : memref<*xf32>
//       CHECK:   return %[[R]]
// VALUE: {{^}}2{{$}}
func.func private @rank_of(%t: tensor<*xf32>) -> index {
  %r = tensor.rank %t : tensor<*xf32>
  return %r : index
}
func.func @main() -> index {
  %e = tensor.empty() : tensor<2x3xf32>
  %u = tensor.cast %e : tensor<2x3xf32> to tensor<*xf32>
  %r = call @rank_of(%u) : (tensor<*xf32>) -> index
  return %r : index
}
