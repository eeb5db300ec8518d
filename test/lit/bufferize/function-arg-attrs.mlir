// With bufferize-function-boundaries the bufferization attributes of
// tensor arguments (bufferization.writable) are dropped once the
// arguments are buffers, as mlir-opt 22 drops them; other argument
// attributes stay, and arg_attrs goes when nothing is left.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// CHECK-LABEL: func.func @only_writable(
//  CHECK-SAME:   %arg0: memref<4xf32, strided<[?], offset: ?>>) -> f32 {
func.func @only_writable(%t: tensor<4xf32> {bufferization.writable = true}) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @other_attr_stays(
//  CHECK-SAME:   %arg0: memref<4xf32, strided<[?], offset: ?>> {foo.bar = 1 : i64}) -> f32 {
func.func @other_attr_stays(%t: tensor<4xf32> {bufferization.writable = true, foo.bar = 1 : i64}) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}
