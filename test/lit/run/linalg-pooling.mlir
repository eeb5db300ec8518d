// Poolings (max, sum with dilation, unsigned max of i8 into i32), a
// depthwise convolution and quantized_matmul run through their memoized
// maps, as written and after One-Shot Bufferize and the deallocation
// pipeline (no leak). Values are mlir-runner's (LLVM 22) for upstream's
// lowering of the same program.
// RUN: mlbuf-run --check %s -e main | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s

// CHECK: sizes = [1, 2, 2, 2]
// CHECK-NEXT: {{\[\[\[}}[6,     8],
// CHECK-NEXT: [14,     16]],
// CHECK-NEXT: {{\[}}[4,     6],
// CHECK-NEXT: [3,     5]]]]
// CHECK: sizes = [1, 2, 2, 2]
// CHECK-NEXT: {{\[\[\[}}[24,     28],
// CHECK-NEXT: [40,     44]],
// CHECK-NEXT: {{\[}}[0,     0.5],
// CHECK-NEXT: [18,     -15]]]]
// CHECK: sizes = [1, 2, 2, 2]
// CHECK-NEXT: {{\[\[\[}}[-8,     -8],
// CHECK-NEXT: [-8,     -8]],
// CHECK-NEXT: {{\[}}[0.75,     -0.75],
// CHECK-NEXT: [0.5,     3]]]]
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[}}[47,   -56],
// CHECK-NEXT: [-92,   148]]
// CHECK: sizes = [1, 3, 1]
// CHECK-NEXT: {{\[\[}}[255],
// CHECK-NEXT: [128],
// CHECK-NEXT: [128]]]

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %in = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]], [[-1.0, 0.5, 2.0, -3.0], [4.0, -5.0, 6.0, 0.0], [1.0, 1.0, -2.0, 2.0], [3.0, -4.0, 5.0, -6.0]]]]> : tensor<1x2x4x4xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant -1.0e30 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %o = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %max = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%in, %win : tensor<1x2x4x4xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %um = tensor.cast %max : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%um) : (tensor<*xf32>) -> ()
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %sum = linalg.pooling_nchw_sum {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%in, %win : tensor<1x2x4x4xf32>, tensor<2x2xf32>) outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %us = tensor.cast %sum : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %filt = arith.constant dense<[[[1.0, 0.0, -1.0], [2.0, 0.0, -2.0], [1.0, 0.0, -1.0]], [[0.5, 0.5, 0.5], [0.0, 0.0, 0.0], [-0.5, -0.5, -0.5]]]> : tensor<2x3x3xf32>
  %dz = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %dw = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%in, %filt : tensor<1x2x4x4xf32>, tensor<2x3x3xf32>) outs(%dz : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %ud = tensor.cast %dw : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  %a = arith.constant dense<[[1, -2, 3], [4, 5, -6]]> : tensor<2x3xi8>
  %b = arith.constant dense<[[7, 8], [-9, 10], [11, -12]]> : tensor<3x2xi8>
  %az = arith.constant 1 : i32
  %bz = arith.constant -2 : i32
  %c0 = arith.constant 0 : i32
  %ce = tensor.empty() : tensor<2x2xi32>
  %c = linalg.fill ins(%c0 : i32) outs(%ce : tensor<2x2xi32>) -> tensor<2x2xi32>
  %q = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<2x3xi8>, tensor<3x2xi8>, i32, i32) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  %uq = tensor.cast %q : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%uq) : (tensor<*xi32>) -> ()
  %iin = arith.constant dense<[[[-1], [2], [-128], [127]]]> : tensor<1x4x1xi8>
  %iwin = tensor.empty() : tensor<2xi8>
  %ie = tensor.empty() : tensor<1x3x1xi32>
  %if = linalg.fill ins(%c0 : i32) outs(%ie : tensor<1x3x1xi32>) -> tensor<1x3x1xi32>
  %umax = linalg.pooling_nwc_max_unsigned {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%iin, %iwin : tensor<1x4x1xi8>, tensor<2xi8>) outs(%if : tensor<1x3x1xi32>) -> tensor<1x3x1xi32>
  %uu = tensor.cast %umax : tensor<1x3x1xi32> to tensor<*xi32>
  call @printMemrefI32(%uu) : (tensor<*xi32>) -> ()
  return
}
