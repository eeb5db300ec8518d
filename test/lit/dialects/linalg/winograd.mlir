// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The Winograd transforms: attr-dict, then `fmr(F_m_r)` (an enum kept as an
// i32 property), ins/outs and the result type.

func.func @winograd(%filter: tensor<2x3x3x5xf32>, %input: tensor<2x6x6x5xf32>, %m: tensor<6x6x1x1x2x2xf32>, %out: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  %f0 = tensor.empty() : tensor<6x6x5x2xf32>
  %f = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter : tensor<2x3x3x5xf32>) outs(%f0 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %i0 = tensor.empty() : tensor<6x6x1x1x2x5xf32>
  %i = linalg.winograd_input_transform {tag} fmr(F_4_3) ins(%input : tensor<2x6x6x5xf32>) outs(%i0 : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  %o = linalg.winograd_output_transform fmr(F_4_3) ins(%m : tensor<6x6x1x1x2x2xf32>) outs(%out : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %o : tensor<2x4x4x2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @winograd(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<2x6x6x5xf32>, %arg2: tensor<6x6x1x1x2x2xf32>, %arg3: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x6x5x2xf32>
// CHECK-NEXT: %1 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%0 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<6x6x1x1x2x5xf32>
// CHECK-NEXT: %3 = linalg.winograd_input_transform {tag} fmr(F_4_3) ins(%arg1 : tensor<2x6x6x5xf32>) outs(%2 : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
// CHECK-NEXT: %4 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg2 : tensor<6x6x1x1x2x2xf32>) outs(%arg3 : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
// CHECK-NEXT: return %4 : tensor<2x4x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x3x5xf32>, tensor<2x6x6x5xf32>, tensor<6x6x1x1x2x2xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>, sym_name = "winograd"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<2x6x6x5xf32>, %arg2: tensor<6x6x1x1x2x2xf32>, %arg3: tensor<2x4x4x2xf32>):
// GENERIC-NEXT: %0 = "tensor.empty"() : () -> tensor<6x6x5x2xf32>
// GENERIC-NEXT: %1 = "linalg.winograd_filter_transform"(%arg0, %0) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// GENERIC-NEXT: %2 = "tensor.empty"() : () -> tensor<6x6x1x1x2x5xf32>
// GENERIC-NEXT: %3 = "linalg.winograd_input_transform"(%arg1, %2) <{fmr = 1 : i32}> {tag} : (tensor<2x6x6x5xf32>, tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
// GENERIC-NEXT: %4 = "linalg.winograd_output_transform"(%arg2, %arg3) <{fmr = 1 : i32}> : (tensor<6x6x1x1x2x2xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
// GENERIC-NEXT: "func.return"(%4) : (tensor<2x4x4x2xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
