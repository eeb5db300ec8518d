// tensor.pad: static and dynamic low/high padding; the region gives the
// padding values and may use the indices of the padded element (expected
// output from mlir-runner after one-shot-bufferize).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %src = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %src low[1, 0] high[0, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<2x2xf32> to tensor<3x?xf32>
  %pd = tensor.cast %p : tensor<3x?xf32> to tensor<?x?xf32>
  // CHECK: sizes = [3, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   0,   0],
  // CHECK-NEXT: {{^}} [1,   2,   0],
  // CHECK-NEXT: {{^}} [3,   4,   0]]
  call @print(%pd) : (tensor<?x?xf32>) -> ()
  // Padding values computed from the position: -(10 * i + j).
  %q = tensor.pad %src low[%c1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %k = arith.muli %i, %c10 : index
    %v = arith.addi %k, %j : index
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    %n = arith.negf %f : f32
    tensor.yield %n : f32
  } : tensor<2x2xf32> to tensor<?x4xf32>
  %qd = tensor.cast %q : tensor<?x4xf32> to tensor<?x?xf32>
  // CHECK: sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}-0,   -1,   -2,   -3],
  // CHECK-NEXT: {{^}} [-10,   1,   2,   -13],
  // CHECK-NEXT: {{^}} [-20,   3,   4,   -23],
  // CHECK-NEXT: {{^}} [-30,   -31,   -32,   -33]]
  call @print(%qd) : (tensor<?x?xf32>) -> ()
  return
}
