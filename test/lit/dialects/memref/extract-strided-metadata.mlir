// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.extract_strided_metadata: result groups named %base_buffer,
// %offset, %sizes:N, %strides:N (only the first value of a pack is named).

func.func @metadata(%m: memref<8x16xf32>, %z: memref<f32, strided<[], offset: ?>>, %s: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>, 1>) -> index {
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %z : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
  %b1, %o1, %sz1:3, %st1:3 = memref.extract_strided_metadata %s : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
  return %sz1#2 : index
}

// CHECK: module {
// CHECK-NEXT: func.func @metadata(%arg0: memref<8x16xf32>, %arg1: memref<f32, strided<[], offset: ?>>, %arg2: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>, 1>) -> index {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4:3, %strides_5:3 = memref.extract_strided_metadata %arg2 : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
// CHECK-NEXT: return %sizes_4#2 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<8x16xf32>, memref<f32, strided<[], offset: ?>>, memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>, 1>) -> index, sym_name = "metadata"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<8x16xf32>, %arg1: memref<f32, strided<[], offset: ?>>, %arg2: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>, 1>):
// GENERIC-NEXT: %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<8x16xf32>) -> (memref<f32>, index, index, index, index, index)
// GENERIC-NEXT: %1:2 = "memref.extract_strided_metadata"(%arg1) : (memref<f32, strided<[], offset: ?>>) -> (memref<f32>, index)
// GENERIC-NEXT: %2:8 = "memref.extract_strided_metadata"(%arg2) : (memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>, 1>) -> (memref<f32, 1>, index, index, index, index, index, index, index)
// GENERIC-NEXT: "func.return"(%2#4) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
