// Convolutions run as their reference loop nests: conv_1d, conv_2d,
// conv_3d (i32), conv_2d_nhwc_hwcf with strides, conv_1d_nwc_wcf with
// dilations and the quantized conv_2d_nchw_fchw_q, on tensors as written
// and after One-Shot Bufferize and the deallocation pipeline (no leak).
// Values are mlir-runner's (LLVM 22) for the same program.
// RUN: mlbuf-run --check %s -e main | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s

// CHECK: sizes = [3] strides = [1] data =
// CHECK-NEXT: [5,  7,  9]
// CHECK: sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[-4,   -4],
// CHECK-NEXT: [-4,   -4]]
// CHECK: sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{\[\[}}[37,    47],
// CHECK-NEXT: [67,    77]],
// CHECK-NEXT: {{\[}}[6,    6],
// CHECK-NEXT: [6,    6]]]
// CHECK: sizes = [1, 2, 2, 2] strides = [8, 4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}[-1,     0.5],
// CHECK-NEXT: [-1,     1.5]],
// CHECK-NEXT: {{\[}}[-1,     5.5],
// CHECK-NEXT: [-1,     6.5]]]]
// CHECK: sizes = [1, 4, 1] strides = [4, 1, 1] data =
// CHECK-NEXT: {{\[\[}}[31],
// CHECK-NEXT: [42],
// CHECK-NEXT: [53],
// CHECK-NEXT: [64]]]
// CHECK: sizes = [1, 1, 2, 2] strides = [4, 4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}[1,     7],
// CHECK-NEXT: [19,     25]]]]

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %zf = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32

  // conv_1d: out[i] = sum_k in[i + k] * w[k].
  %in1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %w1 = arith.constant dense<[1.0, -1.0, 2.0]> : tensor<3xf32>
  %e1 = tensor.empty() : tensor<3xf32>
  %o1 = linalg.fill ins(%zf : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %r1 = linalg.conv_1d ins(%in1, %w1 : tensor<5xf32>, tensor<3xf32>) outs(%o1 : tensor<3xf32>) -> tensor<3xf32>
  %u1 = tensor.cast %r1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  // conv_2d
  %in2 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %k2 = arith.constant dense<[[1.0, 0.0], [0.0, -1.0]]> : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<2x2xf32>
  %o2 = linalg.fill ins(%zf : f32) outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r2 = linalg.conv_2d ins(%in2, %k2 : tensor<3x3xf32>, tensor<2x2xf32>) outs(%o2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u2 = tensor.cast %r2 : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  // conv_3d on i32
  %in3 = arith.constant dense<[[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[1, 0, 1], [0, 1, 0], [1, 0, 1]], [[2, 2, 2], [3, 3, 3], [4, 4, 4]]]> : tensor<3x3x3xi32>
  %k3 = arith.constant dense<[[[1, 2], [3, 4]], [[-1, 0], [0, 1]]]> : tensor<2x2x2xi32>
  %e3 = tensor.empty() : tensor<2x2x2xi32>
  %o3 = linalg.fill ins(%zi : i32) outs(%e3 : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  %r3 = linalg.conv_3d ins(%in3, %k3 : tensor<3x3x3xi32>, tensor<2x2x2xi32>) outs(%o3 : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  %u3 = tensor.cast %r3 : tensor<2x2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()

  // NHWC with stride 2
  %in4 = arith.constant dense<[[[[1.0], [2.0], [3.0], [4.0], [5.0]], [[6.0], [7.0], [8.0], [9.0], [10.0]], [[11.0], [12.0], [13.0], [14.0], [15.0]]]]> : tensor<1x3x5x1xf32>
  %k4 = arith.constant dense<[[[[1.0, 0.5]], [[-1.0, 0.0]]]]> : tensor<1x2x1x2xf32>
  %e4 = tensor.empty() : tensor<1x2x2x2xf32>
  %o4 = linalg.fill ins(%zf : f32) outs(%e4 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r4 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%in4, %k4 : tensor<1x3x5x1xf32>, tensor<1x2x1x2xf32>) outs(%o4 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %u4 = tensor.cast %r4 : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  // NWC with dilation 2
  %in5 = arith.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0], [6.0]]]> : tensor<1x6x1xf32>
  %k5 = arith.constant dense<[[[1.0]], [[10.0]]]> : tensor<2x1x1xf32>
  %e5 = tensor.empty() : tensor<1x4x1xf32>
  %o5 = linalg.fill ins(%zf : f32) outs(%e5 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %r5 = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>} ins(%in5, %k5 : tensor<1x6x1xf32>, tensor<2x1x1xf32>) outs(%o5 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %u5 = tensor.cast %r5 : tensor<1x4x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()

  // quantized NCHW: (in - 3) * (w - (-1)), i8 widened to i32
  %in6 = arith.constant dense<[[[[1, 2, 3], [4, 5, 6], [7, 8, 9]]]]> : tensor<1x1x3x3xi8>
  %k6 = arith.constant dense<[[[[1, -1], [2, 0]]]]> : tensor<1x1x2x2xi8>
  %e6 = tensor.empty() : tensor<1x1x2x2xi32>
  %o6 = linalg.fill ins(%zi : i32) outs(%e6 : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  %zpi = arith.constant 3 : i32
  %zpk = arith.constant -1 : i32
  %r6 = linalg.conv_2d_nchw_fchw_q ins(%in6, %k6, %zpi, %zpk : tensor<1x1x3x3xi8>, tensor<1x1x2x2xi8>, i32, i32) outs(%o6 : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  %u6 = tensor.cast %r6 : tensor<1x1x2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  return
}
