// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.softmax (attr-dict first, `dimension(N)`, no region) and
// linalg.contract (required indexing_maps, always printed, and a built
// multiply-accumulate region with the optional cast).

#a = affine_map<(b, m, n, k) -> (b, m, k)>
#b = affine_map<(b, m, n, k) -> (b, k, n)>
#c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @sc(%x: tensor<2x16x32xf32>, %m: memref<2x16x32xf32>, %ta: tensor<2x3x4xi8>, %tb: tensor<2x4x5xi8>, %tc: tensor<2x3x5xi32>) -> tensor<2x3x5xi32> {
  %s = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%x : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  linalg.softmax {tag} dimension(0) ins(%m : memref<2x16x32xf32>) outs(%m : memref<2x16x32xf32>)
  %r = linalg.contract indexing_maps = [#a, #b, #c] ins(%ta, %tb : tensor<2x3x4xi8>, tensor<2x4x5xi8>) outs(%tc : tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
  %u = linalg.contract indexing_maps = [#a, #b, #c] {cast = #linalg.type_fn<cast_unsigned>} ins(%ta, %tb : tensor<2x3x4xi8>, tensor<2x4x5xi8>) outs(%r : tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
  return %u : tensor<2x3x5xi32>
}

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @sc(%arg0: tensor<2x16x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: tensor<2x3x4xi8>, %arg3: tensor<2x4x5xi8>, %arg4: tensor<2x3x5xi32>) -> tensor<2x3x5xi32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg0 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK-NEXT: linalg.softmax {tag} dimension(0) ins(%arg1 : memref<2x16x32xf32>) outs(%arg1 : memref<2x16x32xf32>)
// CHECK-NEXT: %1 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg2, %arg3 : tensor<2x3x4xi8>, tensor<2x4x5xi8>) outs(%arg4 : tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
// CHECK-NEXT: %2 = linalg.contract indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg2, %arg3 : tensor<2x3x4xi8>, tensor<2x4x5xi8>) outs(%1 : tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
// CHECK-NEXT: return %2 : tensor<2x3x5xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16x32xf32>, memref<2x16x32xf32>, tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<2x3x5xi32>) -> tensor<2x3x5xi32>, sym_name = "sc"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x16x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: tensor<2x3x4xi8>, %arg3: tensor<2x4x5xi8>, %arg4: tensor<2x3x5xi32>):
// GENERIC-NEXT: %0 = "linalg.softmax"(%arg0, %arg0) <{dimension = 2 : i64}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// GENERIC-NEXT: "linalg.softmax"(%arg1, %arg1) <{dimension = 0 : i64}> {tag} : (memref<2x16x32xf32>, memref<2x16x32xf32>) -> ()
// GENERIC-NEXT: %1 = "linalg.contract"(%arg2, %arg3, %arg4) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg8: i8, %arg9: i8, %arg10: i32):
// GENERIC-NEXT: %7 = "arith.extsi"(%arg8) : (i8) -> i32
// GENERIC-NEXT: %8 = "arith.extsi"(%arg9) : (i8) -> i32
// GENERIC-NEXT: %9 = "arith.muli"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %10 = "arith.addi"(%arg10, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%10) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
// GENERIC-NEXT: %2 = "linalg.contract"(%arg2, %arg3, %1) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg5: i8, %arg6: i8, %arg7: i32):
// GENERIC-NEXT: %3 = "arith.extui"(%arg5) : (i8) -> i32
// GENERIC-NEXT: %4 = "arith.extui"(%arg6) : (i8) -> i32
// GENERIC-NEXT: %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %6 = "arith.addi"(%arg7, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%6) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
// GENERIC-NEXT: "func.return"(%2) : (tensor<2x3x5xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
