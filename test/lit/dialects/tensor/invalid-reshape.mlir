// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of expand_shape, collapse_shape and reshape.

func.func @collapse_size(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<12xf32>
  return
}

// -----

func.func @collapse_groups(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x4xf32> into tensor<16xf32>
  return
}

// -----

func.func @collapse_order(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[1, 0]] : tensor<4x4xf32> into tensor<16xf32>
  return
}

// -----

func.func @collapse_dynamic(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<16xf32>
  return
}

// -----

func.func @expand_output_rank(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2>}> : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
  return
}

// -----

func.func @expand_element(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<4x4xi32>', but got 'tensor<4x4xf32>'}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xi32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<4x4xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<1xi32>) -> tensor<15xf32>
  return
}

// -----

// A negative index: upstream counts the maps' dimensions as one past the
// largest index read unsigned, which wraps to 0 here, and says so.
func.func @collapse_negative_index(%t: tensor<1x4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  0.}}
  %0 = tensor.collapse_shape %t [[0, -1]] : tensor<1x4xi64> into tensor<4xi64>
  return %0 : tensor<4xi64>
}
