// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Convolution named ops: optional strides/dilations properties (i64
// elements), a multiply-accumulate body (zero points subtracted for the _q
// variants), and the strided input maps upstream memoizes in
// linalg.memoized_indexing_maps.

func.func @convs(%in: tensor<1x9x9x3xf32>, %hwcf: tensor<3x3x3x4xf32>, %o: tensor<1x4x4x4xf32>, %o1: tensor<1x7x7x4xf32>, %nchw: tensor<1x3x9x9xi8>, %fchw: tensor<4x3x3x3xi8>, %zi: i32, %zf: i32, %oq: tensor<1x4x7x7xi32>, %w: tensor<1x8x3xf32>, %wk: tensor<2x3x5xf32>, %wo: tensor<1x7x5xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %hwcf : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %1 = linalg.conv_2d_nhwc_hwcf ins(%in, %hwcf : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%o1 : tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32>
  %2 = linalg.conv_2d_nchw_fchw_q {strides = dense<[1, 1]> : tensor<2xi64>} ins(%nchw, %fchw, %zi, %zf : tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32) outs(%oq : tensor<1x4x7x7xi32>) -> tensor<1x4x7x7xi32>
  %3 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>} ins(%w, %wk : tensor<1x8x3xf32>, tensor<2x3x5xf32>) outs(%wo : tensor<1x7x5xf32>) -> tensor<1x7x5xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @convs(%arg0: tensor<1x9x9x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<1x4x4x4xf32>, %arg3: tensor<1x7x7x4xf32>, %arg4: tensor<1x3x9x9xi8>, %arg5: tensor<4x3x3x3xi8>, %arg6: i32, %arg7: i32, %arg8: tensor<1x4x7x7xi32>, %arg9: tensor<1x8x3xf32>, %arg10: tensor<2x3x5xf32>, %arg11: tensor<1x7x5xf32>) {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%arg2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT: %1 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%arg3 : tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32>
// CHECK-NEXT: %2 = linalg.conv_2d_nchw_fchw_q {strides = dense<1> : tensor<2xi64>} ins(%arg4, %arg5, %arg6, %arg7 : tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32) outs(%arg8 : tensor<1x4x7x7xi32>) -> tensor<1x4x7x7xi32>
// CHECK-NEXT: %3 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>} ins(%arg9, %arg10 : tensor<1x8x3xf32>, tensor<2x3x5xf32>) outs(%arg11 : tensor<1x7x5xf32>) -> tensor<1x7x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<1x4x4x4xf32>, tensor<1x7x7x4xf32>, tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32, tensor<1x4x7x7xi32>, tensor<1x8x3xf32>, tensor<2x3x5xf32>, tensor<1x7x5xf32>) -> (), sym_name = "convs"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x9x9x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<1x4x4x4xf32>, %arg3: tensor<1x7x7x4xf32>, %arg4: tensor<1x3x9x9xi8>, %arg5: tensor<4x3x3x3xi8>, %arg6: i32, %arg7: i32, %arg8: tensor<1x4x7x7xi32>, %arg9: tensor<1x8x3xf32>, %arg10: tensor<2x3x5xf32>, %arg11: tensor<1x7x5xf32>):
// GENERIC-NEXT: %0 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
// GENERIC-NEXT: %14 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %15 = "arith.addf"(%arg25, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%15) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// GENERIC-NEXT: %1 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %arg1, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
// GENERIC-NEXT: %12 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %13 = "arith.addf"(%arg22, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map3, #map1, #map2]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32>
// GENERIC-NEXT: %2 = "linalg.conv_2d_nchw_fchw_q"(%arg4, %arg5, %arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 4, 1>, strides = dense<1> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg15: i8, %arg16: i8, %arg17: i32, %arg18: i32, %arg19: i32):
// GENERIC-NEXT: %6 = "arith.extsi"(%arg15) : (i8) -> i32
// GENERIC-NEXT: %7 = "arith.subi"(%6, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %8 = "arith.extsi"(%arg16) : (i8) -> i32
// GENERIC-NEXT: %9 = "arith.subi"(%8, %arg18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %10 = "arith.muli"(%7, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %11 = "arith.addi"(%arg19, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%11) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6, #map6, #map2]} : (tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32, tensor<1x4x7x7xi32>) -> tensor<1x4x7x7xi32>
// GENERIC-NEXT: %3 = "linalg.conv_1d_nwc_wcf"(%arg9, %arg10, %arg11) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
// GENERIC-NEXT: %4 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %5 = "arith.addf"(%arg14, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<1x8x3xf32>, tensor<2x3x5xf32>, tensor<1x7x5xf32>) -> tensor<1x7x5xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
