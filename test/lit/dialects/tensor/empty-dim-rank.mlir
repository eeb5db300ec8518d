// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.empty `(dynamic sizes) attr-dict : type` (no name hint), tensor.dim
// with its attr-dict first, tensor.rank on ranked and unranked tensors.

func.func @shapes(%n: index, %m: index, %u: tensor<*xi8>) -> index {
  %e = tensor.empty() : tensor<3x4xf32>
  %d = tensor.empty(%n, %m) {tag = 1} : tensor<?x8x?xbf16>
  %c1 = arith.constant 1 : index
  %x = tensor.dim %d, %c1 : tensor<?x8x?xbf16>
  %y = tensor.dim {mark} %u, %n : tensor<*xi8>
  %r = tensor.rank %u : tensor<*xi8>
  %s = tensor.rank %e : tensor<3x4xf32>
  return %x : index
}

// CHECK: module {
// CHECK-NEXT: func.func @shapes(%arg0: index, %arg1: index, %arg2: tensor<*xi8>) -> index {
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg0, %arg1) {tag = 1 : i64} : tensor<?x8x?xbf16>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %1, %c1 : tensor<?x8x?xbf16>
// CHECK-NEXT: %dim_0 = tensor.dim {mark} %arg2, %arg0 : tensor<*xi8>
// CHECK-NEXT: %rank = tensor.rank %arg2 : tensor<*xi8>
// CHECK-NEXT: %rank_1 = tensor.rank %0 : tensor<3x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, tensor<*xi8>) -> index, sym_name = "shapes"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: tensor<*xi8>):
// GENERIC-NEXT: %0 = "tensor.empty"() : () -> tensor<3x4xf32>
// GENERIC-NEXT: %1 = "tensor.empty"(%arg0, %arg1) {tag = 1 : i64} : (index, index) -> tensor<?x8x?xbf16>
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: %3 = "tensor.dim"(%1, %2) : (tensor<?x8x?xbf16>, index) -> index
// GENERIC-NEXT: %4 = "tensor.dim"(%arg2, %arg0) {mark} : (tensor<*xi8>, index) -> index
// GENERIC-NEXT: %5 = "tensor.rank"(%arg2) : (tensor<*xi8>) -> index
// GENERIC-NEXT: %6 = "tensor.rank"(%0) : (tensor<3x4xf32>) -> index
// GENERIC-NEXT: "func.return"(%3) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
