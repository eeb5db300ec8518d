// use-encoding-for-memory-space: a tensor's encoding becomes its buffer's
// memory space (here 1), on new buffers and on the buffers of function
// arguments; without the option the encoding is ignored (memory space 0).
// The first function's output is mlir-opt 22's, byte for byte.
// RUN: mlbuf-opt %s --one-shot-bufferize="use-encoding-for-memory-space" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s --check-prefix=DEFAULT

// CHECK-LABEL: func.func @from_elements(
//  CHECK-SAME:   -> tensor<3xf32, 1 : i64>
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32, 1>
//       CHECK:   memref.store %arg1, %[[ALLOC]][%arg2] : memref<3xf32, 1>
//       CHECK:   bufferization.to_tensor %[[ALLOC]] : memref<3xf32, 1> to tensor<3xf32, 1 : i64>
// DEFAULT-LABEL: func.func @from_elements(
//       DEFAULT:   memref.alloc() {alignment = 64 : i64} : memref<3xf32>
func.func @from_elements(%fill: f32, %f: f32, %idx: index) -> tensor<3xf32, 1> {
  %t = tensor.from_elements %fill, %fill, %fill : tensor<3xf32, 1>
  %i = tensor.insert %f into %t[%idx] : tensor<3xf32, 1>
  return %i : tensor<3xf32, 1>
}

// CHECK-LABEL: func.func @argument(
//       CHECK:   bufferization.to_buffer %arg0 : tensor<4xf32, 1 : i64> to memref<4xf32, strided<[?], offset: ?>, 1>
//       CHECK:   memref.load {{.*}} : memref<4xf32, strided<[?], offset: ?>, 1>
func.func @argument(%t: tensor<4xf32, 1>, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<4xf32, 1>
  return %v : f32
}
