// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.dot / matvec / vecmat: fixed indexing maps, which upstream
// memoizes in the linalg.memoized_indexing_maps attribute (visible in
// generic form only).

func.func @contractions(%v: tensor<8xf32>, %w: tensor<8xf32>, %s: tensor<f32>, %m: tensor<4x8xf32>, %o: tensor<4xf32>, %mt: tensor<8x4xf32>, %vi: tensor<8xi8>) {
  %0 = linalg.dot ins(%v, %w : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %1 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%v, %mt : tensor<8xf32>, tensor<8x4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.dot ins(%vi, %vi : tensor<8xi8>, tensor<8xi8>) outs(%s : tensor<f32>) -> tensor<f32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @contractions(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4xf32>, %arg5: tensor<8x4xf32>, %arg6: tensor<8xi8>) {
// CHECK-NEXT: %0 = linalg.dot ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %1 = linalg.matvec ins(%arg3, %arg0 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.vecmat ins(%arg0, %arg5 : tensor<8xf32>, tensor<8x4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %3 = linalg.dot ins(%arg6, %arg6 : tensor<8xi8>, tensor<8xi8>) outs(%arg2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> ()>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<8xi8>) -> (), sym_name = "contractions"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4xf32>, %arg5: tensor<8x4xf32>, %arg6: tensor<8xi8>):
// GENERIC-NEXT: %0 = "linalg.dot"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
// GENERIC-NEXT: %12 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %13 = "arith.addf"(%arg18, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map, #map1]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT: %1 = "linalg.matvec"(%arg3, %arg0, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
// GENERIC-NEXT: %10 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %11 = "arith.addf"(%arg15, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %2 = "linalg.vecmat"(%arg0, %arg5, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
// GENERIC-NEXT: %8 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %9 = "arith.addf"(%arg12, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map3, #map5, #map4]} : (tensor<8xf32>, tensor<8x4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %3 = "linalg.dot"(%arg6, %arg6, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: i8, %arg8: i8, %arg9: f32):
// GENERIC-NEXT: %4 = "arith.sitofp"(%arg7) : (i8) -> f32
// GENERIC-NEXT: %5 = "arith.sitofp"(%arg8) : (i8) -> f32
// GENERIC-NEXT: %6 = "arith.mulf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %7 = "arith.addf"(%arg9, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map, #map1]} : (tensor<8xi8>, tensor<8xi8>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
