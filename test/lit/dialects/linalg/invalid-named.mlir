// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of the named ops and of map / reduce / transpose /
// broadcast.

func.func @matmul_shapes(%a: tensor<4x5xf32>, %c: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 5, but found 4}}
  %0 = linalg.matmul ins(%a, %a : tensor<4x5xf32>, tensor<4x5xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @fill_result(%f: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.fill' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @add_results(%a: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.add' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>)
  return
}

// -----

func.func @map_shape(%a: tensor<4x4xf32>, %c: tensor<4x5xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 4) to match shape of output (4, 5)}}
  %0 = linalg.map ins(%a : tensor<4x4xf32>) outs(%c : tensor<4x5xf32>)
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @map_arg(%a: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'f64'}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f64, %z: f32) {
      linalg.yield %z : f32
    }
  return
}

// -----

func.func @reduce_dims(%a: tensor<4x4xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce ins(%a : tensor<4x4xf32>) outs(%c : tensor<4xf32>) dimensions = [2]
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @reduce_init(%a: tensor<4x6xf32>, %c: tensor<6xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [6] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%c : tensor<6xf32>) dimensions = [1]
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @transpose_dims(%a: tensor<4x6xf32>, %c: tensor<4x6xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 6}}
  %0 = linalg.transpose ins(%a : tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) permutation = [1, 0]
  return
}

// -----

func.func @transpose_perm(%a: tensor<4x6xf32>, %c: tensor<6x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x6xf32>) outs(%c : tensor<6x4xf32>) permutation = [1, 1]
  return
}

// -----

func.func @broadcast_rank(%a: tensor<4xf32>, %c: tensor<4x6xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%c : tensor<4x6xf32>) dimensions = [0, 1]
  return
}

// -----

func.func @broadcast_dim(%a: tensor<4xf32>, %c: tensor<5x4xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 4, init: 5}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%c : tensor<5x4xf32>) dimensions = [1]
  return
}
