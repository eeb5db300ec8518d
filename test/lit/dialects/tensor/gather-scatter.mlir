// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.gather / tensor.scatter: `gather_dims([..])` / `scatter_dims([..])`
// (dense i64 array properties), the optional `unique` unit property, and a
// functional type; name hints %gather and %scatter.

func.func @gather_scatter(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x1xindex>, %idx2: tensor<7x2xi32>) {
  %g = tensor.gather %src[%idx] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
  %r = tensor.gather %src[%idx2] gather_dims([0, 2]) unique {tag} : (tensor<4x5x6xf32>, tensor<7x2xi32>) -> tensor<7x5xf32>
  %s = tensor.scatter %g into %src[%idx] scatter_dims([1]) unique : (tensor<2x3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @gather_scatter(%arg0: tensor<4x5x6xf32>, %arg1: tensor<2x3x1xindex>, %arg2: tensor<7x2xi32>) {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg2] gather_dims([0, 2]) unique {tag} : (tensor<4x5x6xf32>, tensor<7x2xi32>) -> tensor<7x5xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([1]) unique : (tensor<2x3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x5x6xf32>, tensor<2x3x1xindex>, tensor<7x2xi32>) -> (), sym_name = "gather_scatter"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x5x6xf32>, %arg1: tensor<2x3x1xindex>, %arg2: tensor<7x2xi32>):
// GENERIC-NEXT: %0 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
// GENERIC-NEXT: %1 = "tensor.gather"(%arg0, %arg2) <{gather_dims = array<i64: 0, 2>, unique}> {tag} : (tensor<4x5x6xf32>, tensor<7x2xi32>) -> tensor<7x5xf32>
// GENERIC-NEXT: %2 = "tensor.scatter"(%0, %arg0, %arg1) <{scatter_dims = array<i64: 1>, unique}> : (tensor<2x3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
