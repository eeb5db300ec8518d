// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.conv_1d, conv_2d and conv_3d: convolutions without batch or
// channel dimensions and without strides or dilations (upstream's
// integration tests test-conv-{1,2,3}d-call.mlir use them). Output and
// maps as mlir-opt 22 prints them.

func.func @convs(%i1: memref<?xf32>, %k1: memref<?xf32>, %o1: memref<?xf32>, %i2: tensor<5x6xf32>, %k2: tensor<2x3xf32>, %o2: tensor<4x4xf32>, %i3: memref<4x4x4xi32>, %k3: memref<2x2x2xi32>, %o3: memref<3x3x3xi32>) -> tensor<4x4xf32> {
  linalg.conv_1d ins(%i1, %k1 : memref<?xf32>, memref<?xf32>) outs(%o1 : memref<?xf32>)
  %0 = linalg.conv_2d ins(%i2, %k2 : tensor<5x6xf32>, tensor<2x3xf32>) outs(%o2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.conv_3d ins(%i3, %k3 : memref<4x4x4xi32>, memref<2x2x2xi32>) outs(%o3 : memref<3x3x3xi32>)
  return %0 : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @convs(
// CHECK-NEXT: linalg.conv_1d ins(%arg0, %arg1 : memref<?xf32>, memref<?xf32>) outs(%arg2 : memref<?xf32>)
// CHECK-NEXT: %0 = linalg.conv_2d ins(%arg3, %arg4 : tensor<5x6xf32>, tensor<2x3xf32>) outs(%arg5 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: linalg.conv_3d ins(%arg6, %arg7 : memref<4x4x4xi32>, memref<2x2x2xi32>) outs(%arg8 : memref<3x3x3xi32>)
// CHECK-NEXT: return %0 : tensor<4x4xf32>

// GENERIC: #map = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// GENERIC: "linalg.conv_1d"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[I:.*]]: f32, %[[K:.*]]: f32, %[[O:.*]]: f32):
// GENERIC-NEXT: %[[P:.*]] = "arith.mulf"(%[[I]], %[[K]])
// GENERIC-NEXT: %{{.*}} = "arith.addf"(%[[O]], %[[P]])
// GENERIC: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]}
// GENERIC: "linalg.conv_2d"
// GENERIC: }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]}
// GENERIC: "linalg.conv_3d"
// GENERIC: "arith.muli"
// GENERIC: "arith.addi"
// GENERIC: }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]}
