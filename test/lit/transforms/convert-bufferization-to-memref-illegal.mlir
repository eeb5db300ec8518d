// convert-bufferization-to-memref: other bufferization ops, and clones no
// identity allocation can be cast to, fail to legalize, as upstream.
// RUN: not mlbuf-opt %s --split-input-file --convert-bufferization-to-memref 2>&1 | FileCheck %s

// CHECK: error: failed to legalize operation 'bufferization.to_tensor' that was explicitly marked illegal
// CHECK-NEXT: %t = bufferization.to_tensor
// CHECK: note: see current operation: %0 = "bufferization.to_tensor"(%arg0)
func.func @to_tensor(%m: memref<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

// CHECK: error: failed to legalize operation 'bufferization.clone' that was explicitly marked illegal
// CHECK: note: see current operation: %0 = "bufferization.clone"(%arg0)
func.func @fixed_offset(%m: memref<4xf32, strided<[1], offset: 5>>) -> memref<4xf32, strided<[1], offset: 5>> {
  %c = bufferization.clone %m : memref<4xf32, strided<[1], offset: 5>> to memref<4xf32, strided<[1], offset: 5>>
  return %c : memref<4xf32, strided<[1], offset: 5>>
}

// -----

// CHECK: error: failed to legalize operation 'bufferization.clone' that was explicitly marked illegal
func.func @static_stride(%m: memref<4x4xi32, strided<[8, 1]>>) -> memref<4x4xi32, strided<[8, 1]>> {
  %c = bufferization.clone %m : memref<4x4xi32, strided<[8, 1]>> to memref<4x4xi32, strided<[8, 1]>>
  return %c : memref<4x4xi32, strided<[8, 1]>>
}
