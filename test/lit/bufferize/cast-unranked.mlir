// tensor.cast to and from unranked tensors: to unranked, a memref.cast to
// the unranked memref; from unranked, a memref.cast to the fully dynamic
// strided layout (the layout is not known), as mlir-opt 22 bufferizes
// them. A runner printer declared on tensors takes this shape.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func private @second
//  CHECK-SAME:   (%[[A:.*]]: memref<*xi64>) -> i64
//       CHECK:   %[[C:.*]] = memref.cast %[[A]] : memref<*xi64> to memref<2xi64, strided<[?], offset: ?>>
//       CHECK:   memref.load %[[C]]
// CHECK-LABEL: func.func @main
//       CHECK:   memref.cast %{{.*}} : memref<2xi64> to memref<*xi64>
// VALUE: {{^}}9{{$}}
func.func private @second(%t: tensor<*xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %r = tensor.cast %t : tensor<*xi64> to tensor<2xi64>
  %x = tensor.extract %r[%c1] : tensor<2xi64>
  return %x : i64
}
func.func @main() -> i64 {
  %k4 = arith.constant 4 : i64
  %k9 = arith.constant 9 : i64
  %t = tensor.from_elements %k4, %k9 : tensor<2xi64>
  %u = tensor.cast %t : tensor<2xi64> to tensor<*xi64>
  %x = call @second(%u) : (tensor<*xi64>) -> i64
  return %x : i64
}
