// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.extract_slice / tensor.insert_slice: mixed static/dynamic offset,
// size and stride lists (static parts and operandSegmentSizes in
// properties), rank-reducing slices, attr-dict before the types.

func.func @slices(%t: tensor<16x?x8xf32>, %o: index, %s: index) -> tensor<16x?x8xf32> {
  %a = tensor.extract_slice %t[0, %o, 2][4, %s, 1][1, 1, %s] : tensor<16x?x8xf32> to tensor<4x?x1xf32>
  %b = tensor.extract_slice %t[%o, 0, 0] [1, 3, 8] [1, 2, 1] {keep} : tensor<16x?x8xf32> to tensor<3x8xf32>
  %c = tensor.extract_slice %a[0, 0, 0][4, 1, 1][1, 1, 1] : tensor<4x?x1xf32> to tensor<4xf32>
  %d = tensor.insert_slice %b into %t[%o, 0, 0] [1, 3, 8] [1, 1, 1] : tensor<3x8xf32> into tensor<16x?x8xf32>
  %e = tensor.insert_slice %a into %d[0, %o, 2][4, %s, 1][1, 1, %s] {x = 2 : i8} : tensor<4x?x1xf32> into tensor<16x?x8xf32>
  return %e : tensor<16x?x8xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @slices(%arg0: tensor<16x?x8xf32>, %arg1: index, %arg2: index) -> tensor<16x?x8xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 2] [4, %arg2, 1] [1, 1, %arg2] : tensor<16x?x8xf32> to tensor<4x?x1xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 0, 0] [1, 3, 8] [1, 2, 1] {keep} : tensor<16x?x8xf32> to tensor<3x8xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %extracted_slice[0, 0, 0] [4, 1, 1] [1, 1, 1] : tensor<4x?x1xf32> to tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice_0 into %arg0[%arg1, 0, 0] [1, 3, 8] [1, 1, 1] : tensor<3x8xf32> into tensor<16x?x8xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %extracted_slice into %inserted_slice[0, %arg1, 2] [4, %arg2, 1] [1, 1, %arg2] {x = 2 : i8} : tensor<4x?x1xf32> into tensor<16x?x8xf32>
// CHECK-NEXT: return %inserted_slice_2 : tensor<16x?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<16x?x8xf32>, index, index) -> tensor<16x?x8xf32>, sym_name = "slices"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<16x?x8xf32>, %arg1: index, %arg2: index):
// GENERIC-NEXT: %0 = "tensor.extract_slice"(%arg0, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: 0, -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<16x?x8xf32>, index, index, index) -> tensor<4x?x1xf32>
// GENERIC-NEXT: %1 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 3, 8>, static_strides = array<i64: 1, 2, 1>}> {keep} : (tensor<16x?x8xf32>, index) -> tensor<3x8xf32>
// GENERIC-NEXT: %2 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x?x1xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %3 = "tensor.insert_slice"(%1, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 3, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x8xf32>, tensor<16x?x8xf32>, index) -> tensor<16x?x8xf32>
// GENERIC-NEXT: %4 = "tensor.insert_slice"(%0, %3, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, static_offsets = array<i64: 0, -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, -9223372036854775808>}> {x = 2 : i8} : (tensor<4x?x1xf32>, tensor<16x?x8xf32>, index, index, index) -> tensor<16x?x8xf32>
// GENERIC-NEXT: "func.return"(%4) : (tensor<16x?x8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
