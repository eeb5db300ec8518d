// REQUIRES: mlir-opt
// A read of a tensor whose contents are undefined (tensor.empty,
// alloc_tensor without copy) has no definition a write could change:
// writing in place into the same buffer before it is no conflict, as
// upstream decides. alloc_tensor with a copy is defined by its copy.
// RUN: mlbuf-opt %s --one-shot-bufferize=test-analysis-only | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize=test-analysis-only | FileCheck %s

// CHECK-LABEL: func.func @empty_read(
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
func.func @empty_read(%f: f32, %i: index) -> (f32, tensor<10xf32>) {
  %0 = tensor.empty() : tensor<10xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<10xf32>
  %2 = tensor.extract %0[%i] : tensor<10xf32>
  return %2, %1 : f32, tensor<10xf32>
}

// CHECK-LABEL: func.func @alloc_tensor_read(
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
func.func @alloc_tensor_read(%f: f32, %i: index) -> (f32, tensor<10xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<10xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<10xf32>
  %2 = tensor.extract %0[%i] : tensor<10xf32>
  return %2, %1 : f32, tensor<10xf32>
}

// The copy defines the contents: the insert goes out of place.
// CHECK-LABEL: func.func @alloc_tensor_copy_read(
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
func.func @alloc_tensor_copy_read(%t: tensor<10xf32>, %f: f32, %i: index) -> (f32, tensor<10xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<10xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<10xf32>
  %2 = tensor.extract %0[%i] : tensor<10xf32>
  return %2, %1 : f32, tensor<10xf32>
}
