// With bufferize-function-boundaries, test-analysis-only also annotates
// functions as mlir-opt 22 does: each tensor argument gets
// bufferization.access (what the body does to its buffer: %arg0 is read
// by the insert that goes out of place, %arg1 read, %arg2 written in place,
// %arg3 unused; a declaration's arguments are "read-write"; an access
// written on the argument is kept), and the return gets
// __equivalent_func_args__: per operand the argument whose buffer it
// returns, -1 for none.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only bufferize-function-boundaries" | FileCheck %s

// CHECK: func.func private @ext(tensor<4xf32> {bufferization.access = "read-write"})
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>

// CHECK-LABEL: func.func @g(
//  CHECK-SAME:   %arg0: tensor<4xf32> {bufferization.access = "read"}
//  CHECK-SAME:   %arg1: tensor<4xf32> {bufferization.access = "read"}
//  CHECK-SAME:   %arg2: tensor<4xf32> {bufferization.access = "write"}
//  CHECK-SAME:   %arg3: tensor<4xf32> {bufferization.access = "none"}
//  CHECK-SAME:   %arg4: tensor<4xf32> {bufferization.access = "read-write"}
//       CHECK:   return {__equivalent_func_args__ = [-1, -1, 2, -1, 0]
func.func @g(%a: tensor<4xf32>, %b: tensor<4xf32>, %w: tensor<4xf32>,
             %n: tensor<4xf32>, %given: tensor<4xf32> {bufferization.access = "read-write"},
             %x: f32) -> (tensor<4xf32>, f32, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %x into %a[%c0] : tensor<4xf32>
  %v = tensor.extract %b[%c0] : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  return %r, %v, %f, %e, %a : tensor<4xf32>, f32, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
