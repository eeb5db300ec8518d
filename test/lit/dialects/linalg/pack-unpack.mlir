// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.pack / linalg.unpack: optional padding value and outer_dims_perm,
// inner_dims_pos, a mixed inner_tiles list (static_inner_tiles property),
// `into %dest`; name hints %pack and %unpack.

func.func @pack(%src: tensor<30x64xf32>, %d: tensor<4x2x8x32xf32>, %pad: f32, %t: index, %dd: tensor<2x4x?x32xf32>) -> tensor<30x64xf32> {
  %p = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<30x64xf32> -> tensor<4x2x8x32xf32>
  %q = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%t, 32] into %dd {tag} : tensor<30x64xf32> -> tensor<2x4x?x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %src : tensor<4x2x8x32xf32> -> tensor<30x64xf32>
  return %u : tensor<30x64xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @pack(%arg0: tensor<30x64xf32>, %arg1: tensor<4x2x8x32xf32>, %arg2: f32, %arg3: index, %arg4: tensor<2x4x?x32xf32>) -> tensor<30x64xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<30x64xf32> -> tensor<4x2x8x32xf32>
// CHECK-NEXT: %pack_0 = linalg.pack %arg0 padding_value(%arg2 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%arg3, 32] into %arg4 {tag} : tensor<30x64xf32> -> tensor<2x4x?x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg0 : tensor<4x2x8x32xf32> -> tensor<30x64xf32>
// CHECK-NEXT: return %unpack : tensor<30x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<30x64xf32>, tensor<4x2x8x32xf32>, f32, index, tensor<2x4x?x32xf32>) -> tensor<30x64xf32>, sym_name = "pack"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<30x64xf32>, %arg1: tensor<4x2x8x32xf32>, %arg2: f32, %arg3: index, %arg4: tensor<2x4x?x32xf32>):
// GENERIC-NEXT: %0 = "linalg.pack"(%arg0, %arg1, %arg2) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<30x64xf32>, tensor<4x2x8x32xf32>, f32) -> tensor<4x2x8x32xf32>
// GENERIC-NEXT: %1 = "linalg.pack"(%arg0, %arg4, %arg2, %arg3) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 32>}> {tag} : (tensor<30x64xf32>, tensor<2x4x?x32xf32>, f32, index) -> tensor<2x4x?x32xf32>
// GENERIC-NEXT: %2 = "linalg.unpack"(%0, %arg0) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<4x2x8x32xf32>, tensor<30x64xf32>) -> tensor<30x64xf32>
// GENERIC-NEXT: "func.return"(%2) : (tensor<30x64xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
