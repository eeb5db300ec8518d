// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Errors of the pooling and depthwise named ops, as mlir-opt 22's.

func.func @pool_unsigned_floats(%in: tensor<1x4x1xf32>, %w: tensor<2xf32>, %o: tensor<1x3x1xf32>) -> tensor<1x3x1xf32> {
  // expected-error @+1 {{custom op 'linalg.pooling_nwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  %0 = linalg.pooling_nwc_max_unsigned ins(%in, %w : tensor<1x4x1xf32>, tensor<2xf32>) outs(%o : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// -----

// Strides 2 over 5 rows and a window of 2 reach row 9.
func.func @pool_shape(%in: tensor<1x2x8x8xf32>, %w: tensor<2x2xf32>, %o: tensor<1x2x5x4xf32>) -> tensor<1x2x5x4xf32> {
  // expected-error @+1 {{'linalg.pooling_nchw_sum' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 10, but found 8}}
  %0 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%in, %w : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x5x4xf32>) -> tensor<1x2x5x4xf32>
  return %0 : tensor<1x2x5x4xf32>
}

// -----

// The zero points are operands of the _q ops.
func.func @dw_arity(%in: tensor<1x6x6x3xf32>, %f: tensor<3x3x3xf32>, %o: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%in, %f : tensor<1x6x6x3xf32>, tensor<3x3x3xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  // expected-error @+1 {{custom op 'linalg.depthwise_conv_2d_nhwc_hwc_q' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 3}}
  return %0 : tensor<1x4x4x3xf32>
}
