// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.view (byte shift + sizes, hint %view) and memref.reinterpret_cast
// (`to offset: [..], sizes: [..], strides: [..]`, hint %reinterpret_cast).

func.func @views(%buf: memref<2048xi8>, %m: memref<8x16xf32>, %u: memref<*xf32>, %a: index) {
  %0 = memref.view %buf[%a][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %buf[%a][%a, %a] : memref<2048xi8> to memref<?x?xf32>
  %2 = memref.reinterpret_cast %m to offset: [0], sizes: [%a, 4], strides: [4, 1] : memref<8x16xf32> to memref<?x4xf32>
  %3 = memref.reinterpret_cast %u to offset: [%a], sizes: [10], strides: [%a] {tag} : memref<*xf32> to memref<10xf32, strided<[?], offset: ?>>
  %4 = memref.reinterpret_cast %m to offset: [2], sizes: [], strides: [] : memref<8x16xf32> to memref<f32, strided<[], offset: 2>>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @views(%arg0: memref<2048xi8>, %arg1: memref<8x16xf32>, %arg2: memref<*xf32>, %arg3: index) {
// CHECK-NEXT: %view = memref.view %arg0[%arg3][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %view_0 = memref.view %arg0[%arg3][%arg3, %arg3] : memref<2048xi8> to memref<?x?xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg3, 4], strides: [4, 1] : memref<8x16xf32> to memref<?x4xf32>
// CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %arg2 to offset: [%arg3], sizes: [10], strides: [%arg3] {tag} : memref<*xf32> to memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_2 = memref.reinterpret_cast %arg1 to offset: [2], sizes: [], strides: [] : memref<8x16xf32> to memref<f32, strided<[], offset: 2>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2048xi8>, memref<8x16xf32>, memref<*xf32>, index) -> (), sym_name = "views"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<2048xi8>, %arg1: memref<8x16xf32>, %arg2: memref<*xf32>, %arg3: index):
// GENERIC-NEXT: %0 = "memref.view"(%arg0, %arg3) : (memref<2048xi8>, index) -> memref<64x4xf32>
// GENERIC-NEXT: %1 = "memref.view"(%arg0, %arg3, %arg3, %arg3) : (memref<2048xi8>, index, index, index) -> memref<?x?xf32>
// GENERIC-NEXT: %2 = "memref.reinterpret_cast"(%arg1, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<8x16xf32>, index) -> memref<?x4xf32>
// GENERIC-NEXT: %3 = "memref.reinterpret_cast"(%arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10>, static_strides = array<i64: -9223372036854775808>}> {tag} : (memref<*xf32>, index, index) -> memref<10xf32, strided<[?], offset: ?>>
// GENERIC-NEXT: %4 = "memref.reinterpret_cast"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<8x16xf32>) -> memref<f32, strided<[], offset: 2>>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
