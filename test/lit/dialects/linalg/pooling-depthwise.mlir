// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Poolings, depthwise and grouped convolutions, the zero-point contractions
// and batch_mmt4d (linalg_conv.c): custom form kept, fixed maps memoized
// (with strides and dilations), payloads as OpDSL's: fn(out, cast(in)) for
// poolings (the window operand only gives a shape; _unsigned extends
// unsigned), out + cast(a) * cast(b) with zero points subtracted for the
// quantized ops. Output identical to mlir-opt 22's in both forms.

// CHECK-LABEL: func.func @pool
// CHECK: linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
// CHECK: linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg3, %arg5 : tensor<1x8x8x2xi8>, tensor<2x2xi8>) outs(%arg4 : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
// CHECK-LABEL: func.func @conv
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<1x6x6x3xi8>, memref<3x3x3xi8>, i32, i32) outs(%arg4 : memref<1x4x4x3xi32>)
// CHECK: linalg.quantized_matmul ins(%arg5, %arg6, %arg2, %arg3 : memref<4x8xi8>, memref<8x4xi8>, i32, i32) outs(%arg7 : memref<4x4xi32>)
// CHECK: linalg.conv_2d_ngchw_fgchw {dilations
// CHECK: linalg.batch_mmt4d ins(

// GENERIC-DAG: #[[POOL_IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// GENERIC-DAG: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-DAG: #[[OUT4:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-DAG: #[[DW_IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// GENERIC-DAG: #[[DW_F:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC-DAG: #[[ZP6:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// GENERIC-DAG: #[[G_IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// GENERIC-DAG: #[[G_F:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// GENERIC-DAG: #[[M_A:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// GENERIC-DAG: #[[M_B:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// GENERIC-DAG: #[[M_C:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// GENERIC: "arith.maximumf"(%[[OUT:.*]], %[[IN:.*]]) <{
// GENERIC: {linalg.memoized_indexing_maps = [#[[POOL_IN]], #[[WIN]], #[[OUT4]]]}
// GENERIC: %[[X:.*]] = "arith.extui"
// GENERIC-NEXT: "arith.maxui"(%{{.*}}, %[[X]])
// GENERIC: "arith.subi"
// GENERIC: "arith.subi"
// GENERIC: "arith.muli"
// GENERIC: "arith.addi"
// GENERIC: {linalg.memoized_indexing_maps = [#[[DW_IN]], #[[DW_F]], #[[ZP6]], #[[ZP6]], #[[OUT4]]]}
// GENERIC: "linalg.quantized_matmul"
// GENERIC: {linalg.memoized_indexing_maps = [#[[G_IN]], #[[G_F]],
// GENERIC: {linalg.memoized_indexing_maps = [#[[M_A]], #[[M_B]], #[[M_C]]]}

func.func @pool(%in: tensor<1x2x8x8xf32>, %win: tensor<2x2xf32>, %o: tensor<1x2x4x4xf32>, %i8: tensor<1x8x8x2xi8>, %o32: tensor<1x4x4x2xi32>, %w8: tensor<2x2xi8>) -> (tensor<1x2x4x4xf32>, tensor<1x4x4x2xi32>) {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%in, %win : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %1 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i8, %w8 : tensor<1x8x8x2xi8>, tensor<2x2xi8>) outs(%o32 : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
  return %0, %1 : tensor<1x2x4x4xf32>, tensor<1x4x4x2xi32>
}
func.func @conv(%in: memref<1x6x6x3xi8>, %f: memref<3x3x3xi8>, %zi: i32, %zf: i32, %o: memref<1x4x4x3xi32>, %a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>, %g: memref<1x2x3x6x6xf32>, %gf: memref<4x2x3x3x3xf32>, %go: memref<1x2x4x4x4xf32>, %ma: memref<2x3x4x8x2xf32>, %mb: memref<2x5x4x8x2xf32>, %mc: memref<2x3x5x8x8xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f, %zi, %zf : memref<1x6x6x3xi8>, memref<3x3x3xi8>, i32, i32) outs(%o : memref<1x4x4x3xi32>)
  linalg.quantized_matmul ins(%a, %b, %zi, %zf : memref<4x8xi8>, memref<8x4xi8>, i32, i32) outs(%c : memref<4x4xi32>)
  linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%g, %gf : memref<1x2x3x6x6xf32>, memref<4x2x3x3x3xf32>) outs(%go : memref<1x2x4x4x4xf32>)
  linalg.batch_mmt4d ins(%ma, %mb : memref<2x3x4x8x2xf32>, memref<2x5x4x8x2xf32>) outs(%mc : memref<2x3x5x8x8xf32>)
  return
}
