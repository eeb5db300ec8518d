// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of extract_slice / insert_slice / parallel_insert_slice:
// interface list checks, the slice type against the inferred one, and
// in-bounds checks.

func.func @size_mismatch(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @element_mismatch(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf16>
  return
}

// -----

func.func @rank_too_large(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<1x2x4xf32>
  return
}

// -----

func.func @offset_out_of_bounds(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{offset 1 is out-of-bounds: 16 >= 16}}
  %0 = tensor.extract_slice %t[0, 16] [2, 1] [1, 1] : tensor<8x16xf32> to tensor<2x1xf32>
  return
}

// -----

func.func @slice_out_of_bounds(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 18 >= 16}}
  %0 = tensor.extract_slice %t[0, 2] [2, 5] [1, 4] : tensor<8x16xf32> to tensor<2x5xf32>
  return
}

// -----

func.func @list_ranks(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1] : tensor<8x16xf32> to tensor<2x4xf32>
  return
}

// -----

func.func @negative_size(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0, 0] [2, -2] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  return
}

// -----

func.func @insert_size_mismatch(%s: tensor<2x4xf32>, %t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x5xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 5] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @insert_out_of_bounds(%s: tensor<2x4xf32>, %t: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = tensor.insert_slice %s into %t[7, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return
}
