// REQUIRES: mlir-opt
// allow-unknown-ops: an op without a bufferization model keeps its
// tensors, so it only reads an operand. When the analysis puts the
// operand out of place and the op cannot hand the buffer on (no tensor or
// buffer result, no region, not a call), the op reads the buffer where it
// is: no copy, as upstream. An op with a tensor result may pass the
// buffer on to it, and a later write could change it: that one still
// gets a copy of its own (upstream makes none).
// RUN: mlbuf-opt %s --allow-unregistered-dialect --one-shot-bufferize=allow-unknown-ops | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect --one-shot-bufferize=allow-unknown-ops | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @scalar_result(
//       CHECK:   %[[T:.*]] = "test.make"()
//       CHECK:   %[[M:.*]] = bufferization.to_buffer %[[T]]
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[M]], %[[A]]
//       CHECK:   memref.store %{{.*}}, %[[A]]
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   "test.use"(%[[T]]) : (tensor<4xf32>) -> f32
// UPSTREAM-LABEL: func.func @scalar_result(
//   UPSTREAM-NOT:   memref.copy {{.*}}memref.copy
//       UPSTREAM:   "test.use"(%{{.*}}) : (tensor<4xf32>) -> f32
func.func @scalar_result(%f: f32, %i: index) -> (f32, f32) {
  %0 = "test.make"() : () -> tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %2 = "test.use"(%0) : (tensor<4xf32>) -> f32
  %3 = tensor.extract %1[%i] : tensor<4xf32>
  return %2, %3 : f32, f32
}

// CHECK-LABEL: func.func @tensor_result(
//       CHECK:   memref.store
//       CHECK:   %[[C:.*]] = memref.alloc()
//       CHECK:   memref.copy %{{.*}}, %[[C]]
//       CHECK:   %[[CT:.*]] = bufferization.to_tensor %[[C]]
//       CHECK:   "test.pass"(%[[CT]]) : (tensor<4xf32>) -> tensor<4xf32>
func.func @tensor_result(%f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = "test.make"() : () -> tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %2 = "test.pass"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tensor.extract %1[%i] : tensor<4xf32>
  return %2, %3 : tensor<4xf32>, f32
}
