// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.matmul / batch_matmul / batch_reduce_matmul: the indexing_maps
// property (printed only when it differs from the default), the optional
// cast attribute, and the multiply-accumulate body with casts to the
// output element type.

func.func @matmuls(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<3x5xf32>, %ai: memref<3x4xi8>, %bi: memref<4x5xi8>, %ci: memref<3x5xi32>, %ba: tensor<2x3x4xf32>, %bb: tensor<2x4x5xf32>, %bc: tensor<2x3x5xf32>, %at: tensor<4x3xf32>) -> tensor<3x5xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  linalg.matmul ins(%ai, %bi : memref<3x4xi8>, memref<4x5xi8>) outs(%ci : memref<3x5xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : memref<3x4xi8>, memref<4x5xi8>) outs(%ci : memref<3x5xi32>)
  %1 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%at, %b : tensor<4x3xf32>, tensor<4x5xf32>) outs(%0 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %2 = linalg.batch_matmul ins(%ba, %bb : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%bc : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %3 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %3 : tensor<3x5xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @matmuls(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<3x5xf32>, %arg3: memref<3x4xi8>, %arg4: memref<4x5xi8>, %arg5: memref<3x5xi32>, %arg6: tensor<2x3x4xf32>, %arg7: tensor<2x4x5xf32>, %arg8: tensor<2x3x5xf32>, %arg9: tensor<4x3xf32>) -> tensor<3x5xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<3x4xf32>, tensor<4x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: linalg.matmul ins(%arg3, %arg4 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg5 : memref<3x5xi32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg5 : memref<3x5xi32>)
// CHECK-NEXT: %1 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg9, %arg1 : tensor<4x3xf32>, tensor<4x5xf32>) outs(%0 : tensor<3x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %2 = linalg.batch_matmul ins(%arg6, %arg7 : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%arg8 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: %3 = linalg.batch_reduce_matmul ins(%arg6, %arg7 : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%1 : tensor<3x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %3 : tensor<3x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4x5xf32>, tensor<3x5xf32>, memref<3x4xi8>, memref<4x5xi8>, memref<3x5xi32>, tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>, tensor<4x3xf32>) -> tensor<3x5xf32>, sym_name = "matmuls"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<3x5xf32>, %arg3: memref<3x4xi8>, %arg4: memref<4x5xi8>, %arg5: memref<3x5xi32>, %arg6: tensor<2x3x4xf32>, %arg7: tensor<2x4x5xf32>, %arg8: tensor<2x3x5xf32>, %arg9: tensor<4x3xf32>):
// GENERIC-NEXT: %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
// GENERIC-NEXT: %18 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %19 = "arith.addf"(%arg27, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%19) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<3x4xf32>, tensor<4x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
// GENERIC-NEXT: "linalg.matmul"(%arg3, %arg4, %arg5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg22: i8, %arg23: i8, %arg24: i32):
// GENERIC-NEXT: %14 = "arith.extsi"(%arg22) : (i8) -> i32
// GENERIC-NEXT: %15 = "arith.extsi"(%arg23) : (i8) -> i32
// GENERIC-NEXT: %16 = "arith.muli"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %17 = "arith.addi"(%arg24, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%17) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<3x4xi8>, memref<4x5xi8>, memref<3x5xi32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg3, %arg4, %arg5) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg19: i8, %arg20: i8, %arg21: i32):
// GENERIC-NEXT: %10 = "arith.extui"(%arg19) : (i8) -> i32
// GENERIC-NEXT: %11 = "arith.extui"(%arg20) : (i8) -> i32
// GENERIC-NEXT: %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %13 = "arith.addi"(%arg21, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%13) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<3x4xi8>, memref<4x5xi8>, memref<3x5xi32>) -> ()
// GENERIC-NEXT: %1 = "linalg.matmul"(%arg9, %arg1, %0) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
// GENERIC-NEXT: %8 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %9 = "arith.addf"(%arg18, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x3xf32>, tensor<4x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
// GENERIC-NEXT: %2 = "linalg.batch_matmul"(%arg6, %arg7, %arg8) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
// GENERIC-NEXT: %6 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %7 = "arith.addf"(%arg15, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
// GENERIC-NEXT: %3 = "linalg.batch_reduce_matmul"(%arg6, %arg7, %1) <{indexing_maps = [#map4, #map5, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
// GENERIC-NEXT: %4 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %5 = "arith.addf"(%arg12, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
// GENERIC-NEXT: "func.return"(%3) : (tensor<3x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
