// linalg.pack and linalg.unpack have no bufferization model in LLVM 22
// (tensors only, no BufferizableOpInterface): mlir-opt 22 refuses both
// with "op was not bufferized", with or without function boundaries.
// linalg.pack used to be taken for a structured op (it has operand
// segments) and was rewritten into a memref form no parser accepts.
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize --verify-diagnostics

func.func @pack(%s: tensor<7x5xf32>, %d: tensor<2x5x4x1xf32>, %p: f32) -> tensor<2x5x4x1xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %d : tensor<7x5xf32> -> tensor<2x5x4x1xf32>
  return %r : tensor<2x5x4x1xf32>
}

// -----

func.func @unpack(%s: tensor<2x5x4x1xf32>, %d: tensor<7x5xf32>) -> tensor<7x5xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %d : tensor<2x5x4x1xf32> -> tensor<7x5xf32>
  return %r : tensor<7x5xf32>
}
