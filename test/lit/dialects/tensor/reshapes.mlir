// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.expand_shape (reassociation and output_shape), collapse_shape,
// and tensor.reshape with a shape operand.

func.func @reshapes(%t: tensor<?x32xf32>, %n: index, %u: tensor<*xf32>, %shape: tensor<2xindex>) {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<?x4x32xf32> into tensor<?xf32>
  %one = tensor.expand_shape %c [[0, 1]] output_shape [1, %n] {x} : tensor<?xf32> into tensor<1x?xf32>
  %s = tensor.empty() : tensor<1x1xf32>
  %scalar = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  %r = tensor.reshape %u(%shape) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @reshapes(%arg0: tensor<?x32xf32>, %arg1: index, %arg2: tensor<*xf32>, %arg3: tensor<2xindex>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1, 2]] : tensor<?x4x32xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [1, %arg1] {x} : tensor<?xf32> into tensor<1x?xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x1xf32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %reshape = tensor.reshape %arg2(%arg3) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x32xf32>, index, tensor<*xf32>, tensor<2xindex>) -> (), sym_name = "reshapes"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<?x32xf32>, %arg1: index, %arg2: tensor<*xf32>, %arg3: tensor<2xindex>):
// GENERIC-NEXT: %0 = "tensor.expand_shape"(%arg0, %arg1) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, 32>}> : (tensor<?x32xf32>, index) -> tensor<?x4x32xf32>
// GENERIC-NEXT: %1 = "tensor.collapse_shape"(%0) <{reassociation = {{\[\[}}0, 1, 2]]}> : (tensor<?x4x32xf32>) -> tensor<?xf32>
// GENERIC-NEXT: %2 = "tensor.expand_shape"(%1, %arg1) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: 1, -9223372036854775808>}> {x} : (tensor<?xf32>, index) -> tensor<1x?xf32>
// GENERIC-NEXT: %3 = "tensor.empty"() : () -> tensor<1x1xf32>
// GENERIC-NEXT: %4 = "tensor.collapse_shape"(%3) <{reassociation = []}> : (tensor<1x1xf32>) -> tensor<f32>
// GENERIC-NEXT: %5 = "tensor.reshape"(%arg2, %arg3) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
