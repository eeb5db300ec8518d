// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.mmt4d: matmul on 4-d tiled operands, C(m, n, m0, n0) +=
// A(m, k, m0, k0) * B(n, k, n0, k0) (upstream's integration test
// Linalg/CPU/mmt4d.mlir). Maps and body as mlir-opt 22 prints them.

func.func @mmt4d(%a: tensor<2x2x3x1xi32>, %b: tensor<2x2x3x1xi32>, %c: tensor<2x2x3x3xi32>) -> tensor<2x2x3x3xi32> {
  %0 = linalg.mmt4d ins(%a, %b: tensor<2x2x3x1xi32>, tensor<2x2x3x1xi32>) outs(%c: tensor<2x2x3x3xi32>) -> tensor<2x2x3x3xi32>
  return %0 : tensor<2x2x3x3xi32>
}

// CHECK-LABEL: func.func @mmt4d(
// CHECK-NEXT: %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x2x3x1xi32>, tensor<2x2x3x1xi32>) outs(%arg2 : tensor<2x2x3x3xi32>) -> tensor<2x2x3x3xi32>

// GENERIC: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// GENERIC: "linalg.mmt4d"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i32):
// GENERIC-NEXT: %[[P:.*]] = "arith.muli"(%[[A]], %[[B]])
// GENERIC-NEXT: %[[S:.*]] = "arith.addi"(%[[C]], %[[P]])
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]}
