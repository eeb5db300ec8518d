// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.subview: mixed static/dynamic offsets, sizes and strides printed
// as `[..] [..] [..]`, rank-reducing results, hint %subview.

func.func @subviews(%m: memref<8x16xf32>, %d: memref<?x?xf32, strided<[?, 1], offset: ?>>, %a: index, %b: index) {
  %0 = memref.subview %m[%a, 0][4, %b][1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %2 = memref.subview %m[2, 3][1, 4][1, 2] : memref<8x16xf32> to memref<4xf32, strided<[2], offset: 35>>
  %3 = memref.subview %d[%a, %b][%a, %b][%a, %b] {tag} : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %m[1, 0][1, 16][1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @subviews(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2, 0] [4, %arg3] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[2, 3] [1, 4] [1, 2] : memref<8x16xf32> to memref<4xf32, strided<[2], offset: 35>>
// CHECK-NEXT: %subview_2 = memref.subview %arg1[%arg2, %arg3] [%arg2, %arg3] [%arg2, %arg3] {tag} : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_3 = memref.subview %arg0[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<8x16xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index) -> (), sym_name = "subviews"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg2: index, %arg3: index):
// GENERIC-NEXT: %0 = "memref.subview"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index, index) -> memref<4x?xf32, strided<[16, 1], offset: ?>>
// GENERIC-NEXT: %1 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1]>>
// GENERIC-NEXT: %2 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 3>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 2>}> : (memref<8x16xf32>) -> memref<4xf32, strided<[2], offset: 35>>
// GENERIC-NEXT: %3 = "memref.subview"(%arg1, %arg2, %arg3, %arg2, %arg3, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> {tag} : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// GENERIC-NEXT: %4 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<16xf32, strided<[1], offset: 16>>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
