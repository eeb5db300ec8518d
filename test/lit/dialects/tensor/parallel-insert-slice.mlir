// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.parallel_insert_slice inside scf.forall.in_parallel: the slice
// syntax of insert_slice, without a result.

func.func @tiles(%src: tensor<8x32xf32>, %dst: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %dst) -> (tensor<8x32xf32>) {
    %off = arith.muli %i, %i : index
    %piece = tensor.extract_slice %src[0, %off] [8, 8] [1, 1] : tensor<8x32xf32> to tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %piece into %o[0, %off] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x32xf32>
    }
  }
  return %r : tensor<8x32xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @tiles(%arg0: tensor<8x32xf32>, %arg1: tensor<8x32xf32>) -> tensor<8x32xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x32xf32>) {
// CHECK-NEXT: %1 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %1] [8, 8] [1, 1] : tensor<8x32xf32> to tensor<8x8xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[0, %1] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>, sym_name = "tiles"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<8x32xf32>, %arg1: tensor<8x32xf32>):
// GENERIC-NEXT: %0 = "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: tensor<8x32xf32>):
// GENERIC-NEXT: %1 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: %2 = "tensor.extract_slice"(%arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x32xf32>, index) -> tensor<8x8xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%2, %arg3, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x32xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<8x32xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
