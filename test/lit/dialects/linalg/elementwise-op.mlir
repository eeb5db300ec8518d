// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.elementwise: the kind picks the payload (built when parsing, no
// casts), the maps default to identities over the init's rank and are
// written only when they differ; attributes may follow the operands.

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[TR:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @kinds
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#[[ID]], #[[TR]], #[[ID]]] ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]] ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg4, %arg5 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg4 : memref<4x8xi32>)
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> {foo = 1 : i64} ins(
// GENERIC: "linalg.elementwise"(%{{[a-z0-9]*}}, %{{[a-z0-9]*}}) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "math.exp"
// GENERIC: "arith.addf"
// GENERIC: <{indexing_maps = [#map, #map1, #map], kind = #linalg.elementwise_kind<mul>
// GENERIC: "arith.mulf"
// GENERIC: "arith.subf"
// GENERIC: "arith.maxui"
// GENERIC: "arith.minui"
// GENERIC: "arith.select"
// GENERIC: "arith.mulf"(%[[X:.*]], %[[X]])
// GENERIC: "arith.constant"() <{value = 1.000000e+00 : f32}>
// GENERIC-NEXT: "arith.divf"
// GENERIC: }) {foo = 1 : i64} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
func.func @kinds(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x8xf32>, %v: tensor<8xf32>, %m: memref<4x8xi32>, %n: memref<4x8xi32>, %s: tensor<4x8xi1>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  // Identity maps written out are the defaults: not printed.
  %1 = linalg.elementwise kind = #linalg.elementwise_kind<add> indexing_maps = [#id, #id, #id] ins(%0, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#id, #tr, #id] ins(%1, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#id, #row, #id] ins(%2, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%m, %n : memref<4x8xi32>, memref<4x8xi32>) outs(%m : memref<4x8xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%m, %n : memref<4x8xi32>, memref<4x8xi32>) outs(%m : memref<4x8xi32>)
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%s, %3, %a : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%4 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%5 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%6 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {foo = 1} -> tensor<4x8xf32>
  return %7 : tensor<4x8xf32>
}

// The loops are the init's rank; a rank-0 init has none.
// CHECK-LABEL: func.func @rank0
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<f32>) outs(%arg1 : tensor<f32>) -> tensor<f32>
// GENERIC: <{indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}], kind = #linalg.elementwise_kind<exp>
func.func @rank0(%a: tensor<f32>, %c: tensor<f32>) -> tensor<f32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<f32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
