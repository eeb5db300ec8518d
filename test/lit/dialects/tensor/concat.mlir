// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.concat `dim(N) inputs : functional-type` (dim property).

func.func @concat(%a: tensor<2x?xf32>, %b: tensor<3x?xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %x = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
  %y = tensor.concat dim(1) %c, %c {tag} : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x8xf32>
  %z = tensor.concat dim(0) %c : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %z : tensor<?x4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @concat(%arg0: tensor<2x?xf32>, %arg1: tensor<3x?xf32>, %arg2: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(1) %arg2, %arg2 {tag} : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: %concat_1 = tensor.concat dim(0) %arg2 : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: return %concat_1 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x?xf32>, tensor<3x?xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>, sym_name = "concat"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x?xf32>, %arg1: tensor<3x?xf32>, %arg2: tensor<?x4xf32>):
// GENERIC-NEXT: %0 = "tensor.concat"(%arg0, %arg1) <{dim = 0 : i64}> : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
// GENERIC-NEXT: %1 = "tensor.concat"(%arg2, %arg2) <{dim = 1 : i64}> {tag} : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x8xf32>
// GENERIC-NEXT: %2 = "tensor.concat"(%arg2) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> tensor<?x4xf32>
// GENERIC-NEXT: "func.return"(%2) : (tensor<?x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
