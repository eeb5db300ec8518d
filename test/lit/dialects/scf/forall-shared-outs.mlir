// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.forall with shared_outs: the in_parallel terminator holds
// tensor.parallel_insert_slice ops into the output block arguments.

func.func @shared(%n: index, %t: tensor<8xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
    }
  }
  return %r#0 : tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @shared(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0:2 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, sym_name = "shared"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>):
// GENERIC-NEXT: %0:2 = "scf.forall"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg3: index, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg1, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, tensor<8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
// GENERIC-NEXT: "func.return"(%0#0) : (tensor<8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
