// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// The Winograd transforms' verifiers: operand ranks, element types, and
// the shape rules of F(m, r), each with mlir-opt 22's words (each chunk
// gave mlir-opt 22 the same diagnostic when written). The last chunks
// are valid.

// -----

func.func @filter_elt(%x: tensor<2x3x3x5xf32>, %y: tensor<6x6x5x2xf16>) -> tensor<6x6x5x2xf16> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op failed to verify that all of {filter, output} have same element type}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%x : tensor<2x3x3x5xf32>) outs(%y : tensor<6x6x5x2xf16>) -> tensor<6x6x5x2xf16>
  return %0 : tensor<6x6x5x2xf16>
}

// -----

func.func @filter_rank(%x: tensor<2x3x3xf32>, %y: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op operand #0 must be 4D tensor of any type values, but got 'tensor<2x3x3xf32>'}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%x : tensor<2x3x3xf32>) outs(%y : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_both_one(%x: tensor<2x1x1x5xf32>, %y: tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%x : tensor<2x1x1x5xf32>) outs(%y : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return %0 : tensor<1x1x5x2xf32>
}

// -----

func.func @filter_height(%x: tensor<2x4x3x5xf32>, %y: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%x : tensor<2x4x3x5xf32>) outs(%y : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_width(%x: tensor<2x5x3x5xf32>, %y: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_5) ins(%x : tensor<2x5x3x5xf32>) outs(%y : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_dynamic_height(%x: tensor<2x?x3x5xf32>, %y: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%x : tensor<2x?x3x5xf32>) outs(%y : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_output(%x: tensor<2x3x3x5xf32>, %y: tensor<6x6x2x5xf32>) -> tensor<6x6x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%x : tensor<2x3x3x5xf32>) outs(%y : tensor<6x6x2x5xf32>) -> tensor<6x6x2x5xf32>
  return %0 : tensor<6x6x2x5xf32>
}

// -----

func.func @input_output(%x: tensor<2x10x10x5xf32>, %y: tensor<6x6x2x3x2x5xf32>) -> tensor<6x6x2x3x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x10x10x5xf32>) outs(%y : tensor<6x6x2x3x2x5xf32>) -> tensor<6x6x2x3x2x5xf32>
  return %0 : tensor<6x6x2x3x2x5xf32>
}

// -----

func.func @input_rank(%x: tensor<2x10x10x5xf32>, %y: tensor<6x6x2x2x2xf32>) -> tensor<6x6x2x2x2xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op operand #1 must be 6D tensor of any type values, but got 'tensor<6x6x2x2x2xf32>'}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x10x10x5xf32>) outs(%y : tensor<6x6x2x2x2xf32>) -> tensor<6x6x2x2x2xf32>
  return %0 : tensor<6x6x2x2x2xf32>
}

// -----

func.func @output_height(%x: tensor<4x6x1x1x2x2xf32>, %y: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%x : tensor<4x6x1x1x2x2xf32>) outs(%y : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0 : tensor<2x4x4x2xf32>
}

// -----

func.func @output_width(%x: tensor<4x6x1x1x2x2xf32>, %y: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%x : tensor<4x6x1x1x2x2xf32>) outs(%y : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}

// -----

func.func @output_output(%x: tensor<6x6x2x1x2x3xf32>, %y: tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%x : tensor<6x6x2x1x2x3xf32>) outs(%y : tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
  return %0 : tensor<2x8x8x3xf32>
}

// -----

func.func @output_elt(%x: tensor<6x6x1x1x2x2xf32>, %y: tensor<2x4x4x2xi32>) -> tensor<2x4x4x2xi32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op failed to verify that all of {value, output} have same element type}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%x : tensor<6x6x1x1x2x2xf32>) outs(%y : tensor<2x4x4x2xi32>) -> tensor<2x4x4x2xi32>
  return %0 : tensor<2x4x4x2xi32>
}

// -----

func.func @filter_one_side(%x: tensor<2x1x5x5xf32>, %y: tensor<1x6x5x2xf32>) -> tensor<1x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_2_5) ins(%x : tensor<2x1x5x5xf32>) outs(%y : tensor<1x6x5x2xf32>) -> tensor<1x6x5x2xf32>
  return %0 : tensor<1x6x5x2xf32>
}

// -----

func.func @filter_dynamic(%x: tensor<?x3x3x?xf32>, %y: tensor<6x6x?x?xf32>) -> tensor<6x6x?x?xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%x : tensor<?x3x3x?xf32>) outs(%y : tensor<6x6x?x?xf32>) -> tensor<6x6x?x?xf32>
  return %0 : tensor<6x6x?x?xf32>
}

// -----

func.func @input_one_side(%x: tensor<2x1x8x5xf32>, %y: tensor<1x4x1x3x2x5xf32>) -> tensor<1x4x1x3x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%x : tensor<2x1x8x5xf32>) outs(%y : tensor<1x4x1x3x2x5xf32>) -> tensor<1x4x1x3x2x5xf32>
  return %0 : tensor<1x4x1x3x2x5xf32>
}

// -----

func.func @input_dynamic(%x: tensor<2x?x10x5xf32>, %y: tensor<6x6x?x2x2x5xf32>) -> tensor<6x6x?x2x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x?x10x5xf32>) outs(%y : tensor<6x6x?x2x2x5xf32>) -> tensor<6x6x?x2x2x5xf32>
  return %0 : tensor<6x6x?x2x2x5xf32>
}

// -----

func.func @output_dynamic_tiles(%x: tensor<6x6x?x2x2x3xf32>, %y: tensor<2x?x8x3xf32>) -> tensor<2x?x8x3xf32> {
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%x : tensor<6x6x?x2x2x3xf32>) outs(%y : tensor<2x?x8x3xf32>) -> tensor<2x?x8x3xf32>
  return %0 : tensor<2x?x8x3xf32>
}
