// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// The verifier of linalg.pack and linalg.unpack: each check of mlir-opt
// 22's with its words, and which wins when two apply (each chunk gave
// mlir-opt 22 the same diagnostic when written). The last chunks are valid.

// -----

func.func @zero_tile(%s: tensor<16x8xf32>, %d: tensor<4x4x0x2xf32>, %p: f32, %i: index) -> tensor<4x4x0x2xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [0, 2] into %d : tensor<16x8xf32> -> tensor<4x4x0x2xf32>
  return %0 : tensor<4x4x0x2xf32>
}

// -----

func.func @zero_tile_before_dup_pos(%s: tensor<16x8xf32>, %d: tensor<4x4x0x2xf32>, %p: f32, %i: index) -> tensor<4x4x0x2xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 0] inner_tiles = [0, 2] into %d : tensor<16x8xf32> -> tensor<4x4x0x2xf32>
  return %0 : tensor<4x4x0x2xf32>
}

// -----

func.func @dup_pos_before_perm(%s: tensor<16x8xf32>, %d: tensor<4x4x4x2xf32>, %p: f32, %i: index) -> tensor<4x4x4x2xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s outer_dims_perm = [1, 1] inner_dims_pos = [0, 0] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<4x4x4x2xf32>
  return %0 : tensor<4x4x4x2xf32>
}

// -----

func.func @pos_out_of_range(%s: tensor<16x8xf32>, %d: tensor<4x4x4x2xf32>, %p: f32, %i: index) -> tensor<4x4x4x2xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [2, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<4x4x4x2xf32>
  return %0 : tensor<4x4x4x2xf32>
}

// -----

func.func @dup_perm(%s: tensor<16x8xf32>, %d: tensor<4x4x4x2xf32>, %p: f32, %i: index) -> tensor<4x4x4x2xf32> {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [0, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<4x4x4x2xf32>
  return %0 : tensor<4x4x4x2xf32>
}

// -----

func.func @perm_before_counts(%s: tensor<16x8xf32>, %d: tensor<4x4x4xf32>, %p: f32, %i: index) -> tensor<4x4x4xf32> {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [4] into %d : tensor<16x8xf32> -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// -----

func.func @short_perm(%s: tensor<16x8xf32>, %d: tensor<4x4x4xf32>, %p: f32, %i: index) -> tensor<4x4x4xf32> {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %s outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// -----

func.func @more_tiles_than_rank(%s: tensor<16x8xf32>, %d: tensor<4x4x4x2x2xf32>, %p: f32, %i: index) -> tensor<4x4x4x2x2xf32> {
  // expected-error @+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2, 2] into %d : tensor<16x8xf32> -> tensor<4x4x4x2x2xf32>
  return %0 : tensor<4x4x4x2x2xf32>
}

// -----

func.func @tiles_not_dims(%s: tensor<16x8xf32>, %d: tensor<4x4x4xf32>, %p: f32, %i: index) -> tensor<4x4x4xf32> {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4] into %d : tensor<16x8xf32> -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// -----

func.func @packed_rank(%s: tensor<16x8xf32>, %d: tensor<4x4x4xf32>, %p: f32, %i: index) -> tensor<4x4x4xf32> {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// -----

func.func @static_tile_dynamic_dim(%s: tensor<16x8xf32>, %d: tensor<4x4x?x2xf32>, %p: f32, %i: index) -> tensor<4x4x?x2xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<4x4x?x2xf32>
  return %0 : tensor<4x4x?x2xf32>
}

// -----

func.func @dynamic_tile_static_dim(%s: tensor<16x8xf32>, %d: tensor<4x4x4x2xf32>, %p: f32, %i: index) -> tensor<4x4x4x2xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%i, 2] into %d : tensor<16x8xf32> -> tensor<4x4x4x2xf32>
  return %0 : tensor<4x4x4x2xf32>
}

// -----

func.func @tile_mismatch_before_domain(%s: tensor<16x8xf32>, %d: tensor<3x4x4x3xf32>, %p: f32, %i: index) -> tensor<3x4x4x3xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<3x4x4x3xf32>
  return %0 : tensor<3x4x4x3xf32>
}

// -----

func.func @outer_too_small(%s: tensor<16x8xf32>, %d: tensor<3x4x4x2xf32>, %p: f32, %i: index) -> tensor<3x4x4x2xf32> {
  // expected-error @+1 {{expected 'tensor<4x4x4x2xf32>' for the packed domain value, got 'tensor<3x4x4x2xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<3x4x4x2xf32>
  return %0 : tensor<3x4x4x2xf32>
}

// -----

func.func @outer_too_large(%s: tensor<16x8xf32>, %d: tensor<5x4x4x2xf32>, %p: f32, %i: index) -> tensor<5x4x4x2xf32> {
  // expected-error @+1 {{expected 'tensor<4x4x4x2xf32>' for the packed domain value, got 'tensor<5x4x4x2xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<5x4x4x2xf32>
  return %0 : tensor<5x4x4x2xf32>
}

// -----

func.func @outer_not_permuted(%s: tensor<16x6xf32>, %d: tensor<4x3x4x2xf32>, %p: f32, %i: index) -> tensor<4x3x4x2xf32> {
  // expected-error @+1 {{expected 'tensor<3x4x4x2xf32>' for the packed domain value, got 'tensor<4x3x4x2xf32>'}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x6xf32> -> tensor<4x3x4x2xf32>
  return %0 : tensor<4x3x4x2xf32>
}

// -----

func.func @padding_type(%s: tensor<16x8xf32>, %d: tensor<4x3x4x3xf32>, %p: i32, %i: index) -> tensor<4x3x4x3xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'i32'}}
  %0 = linalg.pack %s padding_value(%p : i32) inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %d : tensor<16x8xf32> -> tensor<4x3x4x3xf32>
  return %0 : tensor<4x3x4x3xf32>
}

// -----

func.func @partial_tile(%s: tensor<16x8xf32>, %d: tensor<4x3x4x3xf32>, %p: f32, %i: index) -> tensor<4x3x4x3xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %d : tensor<16x8xf32> -> tensor<4x3x4x3xf32>
  return %0 : tensor<4x3x4x3xf32>
}

// -----

func.func @partial_tile_dynamic_source(%s: tensor<?x8xf32>, %d: tensor<4x3x4x3xf32>, %p: f32, %i: index) -> tensor<4x3x4x3xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %d : tensor<?x8xf32> -> tensor<4x3x4x3xf32>
  return %0 : tensor<4x3x4x3xf32>
}

// -----

func.func @partial_dynamic_tile(%s: tensor<16x8xf32>, %d: tensor<7x4x?x2xf32>, %p: f32, %i: index) -> tensor<7x4x?x2xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%i, 2] into %d : tensor<16x8xf32> -> tensor<7x4x?x2xf32>
  return %0 : tensor<7x4x?x2xf32>
}

// -----

func.func @partial_dynamic_tile_permuted(%s: tensor<16x8xf32>, %d: tensor<4x7x?x2xf32>, %p: f32, %i: index) -> tensor<4x7x?x2xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%i, 2] into %d : tensor<16x8xf32> -> tensor<4x7x?x2xf32>
  return %0 : tensor<4x7x?x2xf32>
}

// -----

func.func @unpack_dup_pos(%s: tensor<4x4x4x2xf32>, %d: tensor<16x8xf32>, %p: f32, %i: index) -> tensor<16x8xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 0] inner_tiles = [4, 2] into %d : tensor<4x4x4x2xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @unpack_tile_mismatch(%s: tensor<4x4x4x2xf32>, %d: tensor<16x8xf32>, %p: f32, %i: index) -> tensor<16x8xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %d : tensor<4x4x4x2xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @unpack_domain(%s: tensor<4x4x4x2xf32>, %d: tensor<17x8xf32>, %p: f32, %i: index) -> tensor<17x8xf32> {
  // expected-error @+1 {{expected 'tensor<5x4x4x2xf32>' for the packed domain value, got 'tensor<4x4x4x2xf32>'}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<4x4x4x2xf32> -> tensor<17x8xf32>
  return %0 : tensor<17x8xf32>
}

// -----

func.func @unpack_zero_tile(%s: tensor<4x4x0x2xf32>, %d: tensor<16x8xf32>, %p: f32, %i: index) -> tensor<16x8xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [0, 2] into %d : tensor<4x4x0x2xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @unpack_short_perm(%s: tensor<4x4x4x2xf32>, %d: tensor<16x8xf32>, %p: f32, %i: index) -> tensor<16x8xf32> {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.unpack %s outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<4x4x4x2xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @padded_partial_tile(%s: tensor<16x8xf32>, %d: tensor<4x3x4x3xf32>, %p: f32, %i: index) -> tensor<4x3x4x3xf32> {
  %0 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 3] into %d : tensor<16x8xf32> -> tensor<4x3x4x3xf32>
  return %0 : tensor<4x3x4x3xf32>
}

// -----

func.func @dynamic_tile_dividing(%s: tensor<16x8xf32>, %d: tensor<4x4x?x2xf32>, %p: f32, %i: index) -> tensor<4x4x?x2xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%i, 2] into %d : tensor<16x8xf32> -> tensor<4x4x?x2xf32>
  return %0 : tensor<4x4x?x2xf32>
}

// -----

func.func @dynamic_outer(%s: tensor<16x8xf32>, %d: tensor<?x4x4x2xf32>, %p: f32, %i: index) -> tensor<?x4x4x2xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x8xf32> -> tensor<?x4x4x2xf32>
  return %0 : tensor<?x4x4x2xf32>
}

// -----

func.func @unpack_partial_ok(%s: tensor<4x4x4x2xf32>, %d: tensor<15x8xf32>, %p: f32, %i: index) -> tensor<15x8xf32> {
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<4x4x4x2xf32> -> tensor<15x8xf32>
  return %0 : tensor<15x8xf32>
}

// -----

func.func @permuted(%s: tensor<16x6xf32>, %d: tensor<3x4x4x2xf32>, %p: f32, %i: index) -> tensor<3x4x4x2xf32> {
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<16x6xf32> -> tensor<3x4x4x2xf32>
  return %0 : tensor<3x4x4x2xf32>
}

// -----

// A static outer size 0 with a dynamic tile: mlir-opt 22 divides by it
// and crashes; mlbuf reports it as a partial tile.
func.func @dynamic_tile_zero_outer(%s: tensor<16x8xf32>, %d: tensor<0x4x?x2xf32>, %i: index) -> tensor<0x4x?x2xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%i, 2] into %d : tensor<16x8xf32> -> tensor<0x4x?x2xf32>
  return %0 : tensor<0x4x?x2xf32>
}

// -----

// Generic forms: LLVM 22 takes one result and ranked tensors only.
func.func @no_result(%s: tensor<16x8xf32>, %d: tensor<4x4x4x2xf32>) {
  // expected-error @+1 {{'linalg.pack' op requires one result}}
  "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<16x8xf32>, tensor<4x4x4x2xf32>) -> ()
  return
}

// -----

func.func @unranked_source(%s: tensor<*xf32>, %d: tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32> {
  // expected-error @+1 {{'linalg.pack' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<*xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
  return %0 : tensor<4x4x4x2xf32>
}

// -----

func.func @memref_dest(%s: tensor<4x4x4x2xf32>, %d: memref<16x8xf32>) -> tensor<4x4x4x2xf32> {
  // expected-error @+1 {{'linalg.unpack' op operand #1 must be ranked tensor of any type values, but got 'memref<16x8xf32>'}}
  %0 = "linalg.unpack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 2>}> : (tensor<4x4x4x2xf32>, memref<16x8xf32>) -> tensor<4x4x4x2xf32>
  return %0 : tensor<4x4x4x2xf32>
}

// -----

func.func @result_not_dest(%s: tensor<16x8xf32>, %d: tensor<4x4x4x2xf32>) -> tensor<?x4x4x2xf32> {
  // expected-error @+1 {{'linalg.pack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<16x8xf32>, tensor<4x4x4x2xf32>) -> tensor<?x4x4x2xf32>
  return %0 : tensor<?x4x4x2xf32>
}
