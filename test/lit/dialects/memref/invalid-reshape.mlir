// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of expand_shape, collapse_shape, transpose and
// extract_strided_metadata.

func.func @expand_group_size(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (10)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x5x16xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x8xf32>' but found 'memref<2x4x8xf32, strided<[32, 8, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32, strided<[32, 8, 1]>>
  return
}

// -----

func.func @collapse_groups(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @collapse_layout(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<64xf32>' but found 'memref<64xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, strided<[32, 1]>> into memref<128xf32, strided<[1]>>
  return
}

// -----

func.func @transpose_not_permutation(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<8x8xf32> to memref<8x8xf32>
  return
}

// -----

func.func @transpose_type(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x8xf32, strided<[1, 8]>>' is not equivalent to the canonical transposed input type 'memref<8x8xf32>'}}
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  return
}

// -----

func.func @metadata_index(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #3 must be variadic of index, but got 'i32'}}
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, i32
  return
}

// -----

func.func @metadata_count(%m: memref<4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %b, %o, %s = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index
  return
}
