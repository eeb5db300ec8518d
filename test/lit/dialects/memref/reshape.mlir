// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.expand_shape (`[[..]] output_shape [..]`), collapse_shape and
// reshape: hints %expand_shape, %collapse_shape, %reshape.

func.func @reshapes(%m: memref<8x16xf32>, %d: memref<?x?xf32>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %shape: memref<2xindex>, %a: index, %c: memref<8x16xf32, strided<[16, 1], offset: 4>>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%a, 4, %a] : memref<?x?xf32> into memref<?x4x?xf32>
  %2 = memref.expand_shape %s [[0], [1, 2]] output_shape [8, 4, 4] {tag} : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>
  %3 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %4 = memref.collapse_shape %0 [[0], [1, 2]] : memref<2x4x16xf32> into memref<2x64xf32>
  %5 = memref.collapse_shape %s [[0], [1]] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x16xf32, strided<[32, 1], offset: 4>>
  %6 = memref.collapse_shape %c [[0, 1]] : memref<8x16xf32, strided<[16, 1], offset: 4>> into memref<128xf32, strided<[1], offset: 4>>
  %7 = memref.reshape %m(%shape) : (memref<8x16xf32>, memref<2xindex>) -> memref<?x?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @reshapes(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32>, %arg2: memref<8x16xf32, strided<[32, 1], offset: 4>>, %arg3: memref<2xindex>, %arg4: index, %arg5: memref<8x16xf32, strided<[16, 1], offset: 4>>) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg4, 4, %arg4] : memref<?x?xf32> into memref<?x4x?xf32>
// CHECK-NEXT: %expand_shape_1 = memref.expand_shape %arg2 {{\[\[}}0], [1, 2]] output_shape [8, 4, 4] {tag} : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2]] : memref<2x4x16xf32> into memref<2x64xf32>
// CHECK-NEXT: %collapse_shape_3 = memref.collapse_shape %arg2 {{\[\[}}0], [1]] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x16xf32, strided<[32, 1], offset: 4>>
// CHECK-NEXT: %collapse_shape_4 = memref.collapse_shape %arg5 {{\[\[}}0, 1]] : memref<8x16xf32, strided<[16, 1], offset: 4>> into memref<128xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg3) : (memref<8x16xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<8x16xf32>, memref<?x?xf32>, memref<8x16xf32, strided<[32, 1], offset: 4>>, memref<2xindex>, index, memref<8x16xf32, strided<[16, 1], offset: 4>>) -> (), sym_name = "reshapes"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32>, %arg2: memref<8x16xf32, strided<[32, 1], offset: 4>>, %arg3: memref<2xindex>, %arg4: index, %arg5: memref<8x16xf32, strided<[16, 1], offset: 4>>):
// GENERIC-NEXT: %0 = "memref.expand_shape"(%arg0) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
// GENERIC-NEXT: %1 = "memref.expand_shape"(%arg1, %arg4, %arg4) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x?xf32>
// GENERIC-NEXT: %2 = "memref.expand_shape"(%arg2) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: 8, 4, 4>}> {tag} : (memref<8x16xf32, strided<[32, 1], offset: 4>>) -> memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>
// GENERIC-NEXT: %3 = "memref.collapse_shape"(%arg0) <{reassociation = {{\[\[}}0, 1]]}> : (memref<8x16xf32>) -> memref<128xf32>
// GENERIC-NEXT: %4 = "memref.collapse_shape"(%0) <{reassociation = {{\[\[}}0], [1, 2]]}> : (memref<2x4x16xf32>) -> memref<2x64xf32>
// GENERIC-NEXT: %5 = "memref.collapse_shape"(%arg2) <{reassociation = {{\[\[}}0], [1]]}> : (memref<8x16xf32, strided<[32, 1], offset: 4>>) -> memref<8x16xf32, strided<[32, 1], offset: 4>>
// GENERIC-NEXT: %6 = "memref.collapse_shape"(%arg5) <{reassociation = {{\[\[}}0, 1]]}> : (memref<8x16xf32, strided<[16, 1], offset: 4>>) -> memref<128xf32, strided<[1], offset: 4>>
// GENERIC-NEXT: %7 = "memref.reshape"(%arg0, %arg3) : (memref<8x16xf32>, memref<2xindex>) -> memref<?x?xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
