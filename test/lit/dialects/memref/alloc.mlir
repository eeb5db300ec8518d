// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.alloc / alloca: `(dynamic sizes)[symbols] attr-dict : type`, with
// operandSegmentSizes and the alignment property; dealloc and realloc.

func.func @alloc(%d: index, %s: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%d) : memref<?x8xf32>
  %2 = memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %3 = memref.alloc(%d, %d) {foo = "bar"} : memref<?x?xi8, 1>
  %4 = memref.alloca() : memref<f32>
  %5 = memref.alloca(%d) {alignment = 16} : memref<?xf64>
  %6 = memref.realloc %0 : memref<4xf32> to memref<8xf32>
  %7 = memref.realloc %5(%d) {alignment = 8} : memref<?xf64> to memref<?xf64>
  memref.dealloc %6 : memref<8xf32>
  memref.dealloc %3 {attr} : memref<?x?xi8, 1>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0)[%arg1] {alignment = 64 : i64} : memref<?xf32, #map>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg0, %arg0) {foo = "bar"} : memref<?x?xi8, 1>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %alloca_3 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?xf64>
// CHECK-NEXT: %0 = memref.realloc %alloc : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %1 = memref.realloc %alloca_3(%arg0) {alignment = 8 : i64} : memref<?xf64> to memref<?xf64>
// CHECK-NEXT: memref.dealloc %0 : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc_2 {attr} : memref<?x?xi8, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "alloc"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT: %1 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
// GENERIC-NEXT: %2 = "memref.alloc"(%arg0, %arg1) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map>
// GENERIC-NEXT: %3 = "memref.alloc"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 0>}> {foo = "bar"} : (index, index) -> memref<?x?xi8, 1>
// GENERIC-NEXT: %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// GENERIC-NEXT: %5 = "memref.alloca"(%arg0) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf64>
// GENERIC-NEXT: %6 = "memref.realloc"(%0) : (memref<4xf32>) -> memref<8xf32>
// GENERIC-NEXT: %7 = "memref.realloc"(%5, %arg0) <{alignment = 8 : i64}> : (memref<?xf64>, index) -> memref<?xf64>
// GENERIC-NEXT: "memref.dealloc"(%6) : (memref<8xf32>) -> ()
// GENERIC-NEXT: "memref.dealloc"(%3) {attr} : (memref<?x?xi8, 1>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
