// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// shard.grid takes a dimension list; shard.sharding's empty halo sizes and
// offsets only show in generic form; result names are upstream's.

shard.grid @mesh(shape = 2x3)
shard.grid @open(shape = ?x2)

func.func @annotate(%v: tensor<6x4xf64>) -> tensor<6x4xf64> {
  %s = shard.sharding @mesh split_axes = [[1], []] : !shard.sharding
  %h = shard.sharding @open split_axes = [[0]] halo_sizes = [2, 1] : !shard.sharding
  %a = shard.shard %v to %s : tensor<6x4xf64>
  %b = shard.shard %a to %h annotate_for_users : tensor<6x4xf64>
  return %b : tensor<6x4xf64>
}

// CHECK: shard.grid @mesh(shape = 2x3)
// CHECK-NEXT: shard.grid @open(shape = ?x2)
// CHECK: %sharding = shard.sharding @mesh split_axes = {{\[\[}}1], []] : !shard.sharding
// CHECK-NEXT: %sharding_0 = shard.sharding @open split_axes = {{\[\[}}0]] halo_sizes = [2, 1] : !shard.sharding
// CHECK-NEXT: %sharding_annotated = shard.shard %arg0 to %sharding : tensor<6x4xf64>
// CHECK-NEXT: %sharding_annotated_1 = shard.shard %sharding_annotated to %sharding_0 annotate_for_users : tensor<6x4xf64>

// GENERIC: "shard.grid"() <{shape = array<i64: -9223372036854775808, 2>, sym_name = "open"}> : () -> ()
// GENERIC: "shard.sharding"() <{grid = @mesh, operandSegmentSizes = array<i32: 0, 0>, split_axes = #shard<axisarray{{\[\[}}1], []]>, static_halo_sizes = array<i64>, static_sharded_dims_offsets = array<i64>}> : () -> !shard.sharding
// GENERIC: "shard.shard"(%{{.*}}, %{{.*}}) <{annotate_for_users}> : (tensor<6x4xf64>, !shard.sharding) -> tensor<6x4xf64>
