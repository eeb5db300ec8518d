// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// shard.sharding's split_axes name each grid axis once, none negative
// (mlir-opt 22's words).

shard.grid @mesh(shape = 2x3)
func.func @negative_axis(%v: tensor<6x4xf64>) -> tensor<6x4xf64> {
  // expected-error @+1 {{grid axis is expected to be non-negative}}
  %s = shard.sharding @mesh split_axes = [[-1], []] : !shard.sharding
  %a = shard.shard %v to %s : tensor<6x4xf64>
  return %a : tensor<6x4xf64>
}

// -----

shard.grid @mesh(shape = 2x3)
func.func @axis_twice_in_one_dim(%v: tensor<6x4xf64>) -> tensor<6x4xf64> {
  // expected-error @+1 {{grid axis duplicated}}
  %s = shard.sharding @mesh split_axes = [[0, 0]] : !shard.sharding
  %a = shard.shard %v to %s : tensor<6x4xf64>
  return %a : tensor<6x4xf64>
}

// -----

shard.grid @mesh(shape = 2x3)
func.func @axis_in_two_dims(%v: tensor<6x4xf64>) -> tensor<6x4xf64> {
  // expected-error @+1 {{grid axis duplicated}}
  %s = shard.sharding @mesh split_axes = [[0], [0]] : !shard.sharding
  %a = shard.shard %v to %s : tensor<6x4xf64>
  return %a : tensor<6x4xf64>
}

// -----

shard.grid @mesh(shape = 2x3)
func.func @valid(%v: tensor<6x4xf64>) -> tensor<6x4xf64> {
  %s = shard.sharding @mesh split_axes = [[1, 0], []] : !shard.sharding
  %a = shard.shard %v to %s : tensor<6x4xf64>
  return %a : tensor<6x4xf64>
}
