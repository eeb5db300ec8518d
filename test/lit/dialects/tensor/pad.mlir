// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.pad: `low[..] high[..]` mixed lists (static_low / static_high
// properties), optional `nofold`, a body with one index per dimension
// (name hint %padded).

func.func @pad(%t: tensor<3x?xf32>, %l: index, %h: index, %f: f32) -> tensor<?x?xf32> {
  %p = tensor.pad %t low[1, %l] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<3x?xf32> to tensor<?x?xf32>
  %q = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %z = arith.constant 0.0 : f32
    tensor.yield %z : f32
  } {kept} : tensor<3x?xf32> to tensor<3x?xf32>
  return %p : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @pad(%arg0: tensor<3x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg1] high[%arg2, 2] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<3x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } {kept} : tensor<3x?xf32> to tensor<3x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<3x?xf32>, index, index, f32) -> tensor<?x?xf32>, sym_name = "pad"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<3x?xf32>, %arg1: index, %arg2: index, %arg3: f32):
// GENERIC-NEXT: %0 = "tensor.pad"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: -9223372036854775808, 2>, static_low = array<i64: 1, -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: index):
// GENERIC-NEXT: "tensor.yield"(%arg3) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<3x?xf32>, index, index) -> tensor<?x?xf32>
// GENERIC-NEXT: %1 = "tensor.pad"(%arg0) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: "tensor.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) {kept} : (tensor<3x?xf32>) -> tensor<3x?xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
