// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of linalg.generic, linalg.yield and
// linalg.index.

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @map_count(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @loop_count(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @static_shapes(%a: tensor<4x4xf32>, %b: tensor<4x6xf32>) {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #1 to be 4, but found 6}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x6xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x6xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @bb_arg_type(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: i32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @result_type(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #1 ('tensor<4x4xf32>') to match type of corresponding result ('tensor<4x?xf32>')}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x?xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mixed_semantics(%a: tensor<4x4xf32>, %b: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @yield_count(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %y : f32, f32
  } -> tensor<4x4xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @yield_type(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %z: f16) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('f16') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %z : f16
  } -> tensor<4x4xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_dim(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @bad_iterator(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (window)}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "window"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @no_iterators(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [#id, #id]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return
}

// -----

#m = affine_map<(d0) -> (d0 - 1)>
#i = affine_map<(d0) -> (d0)>
func.func @negative_index(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  %0 = linalg.generic {indexing_maps = [#m, #i], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @conv_input_too_small(%in: tensor<1x8x8x3xf32>, %fl: tensor<3x3x3x4xf32>, %o: tensor<1x7x6x4xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 8}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%in, %fl : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x7x6x4xf32>) -> tensor<1x7x6x4xf32>
  return
}

// -----

// A loop that no map gives as a plain dim has no range: the maps together
// must be invertible (checked before each map's dims, after their count).
func.func @non_invertible(%i: memref<8xf32>, %o: memref<8xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1, d2) -> (d0 + d1, d0 + d1))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d1)>, affine_map<(d0, d1, d2) -> (d0 + d1)>], iterator_types = ["parallel", "parallel"]} ins(%i : memref<8xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

// Maps of different dim counts are joined over the largest.
func.func @non_invertible_mixed_dims(%i: memref<8xf32>, %o: memref<8xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%i : memref<8xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

// Symbols do not count against invertibility; they are refused per map.
func.func @symbols_not_inverted(%i: memref<8xf32>, %o: memref<8xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%i : memref<8xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
