// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.transpose: the permutation map is written bare; hint %transpose.

func.func @transposes(%m: memref<8x16xf32>, %d: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %1 = memref.transpose %d (a, b, c) -> (c, a, b) {tag} : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[1, ?, ?]>>
  %2 = memref.transpose %m (i, j) -> (i, j) : memref<8x16xf32> to memref<8x16xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @transposes(%arg0: memref<8x16xf32>, %arg1: memref<?x?x?xf32>) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
// CHECK-NEXT: %transpose_0 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) {tag} : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[1, ?, ?]>>
// CHECK-NEXT: %transpose_1 = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<8x16xf32> to memref<8x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<8x16xf32>, memref<?x?x?xf32>) -> (), sym_name = "transposes"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<8x16xf32>, %arg1: memref<?x?x?xf32>):
// GENERIC-NEXT: %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>
// GENERIC-NEXT: %1 = "memref.transpose"(%arg1) <{permutation = #map1}> {tag} : (memref<?x?x?xf32>) -> memref<?x?x?xf32, strided<[1, ?, ?]>>
// GENERIC-NEXT: %2 = "memref.transpose"(%arg0) <{permutation = #map2}> : (memref<8x16xf32>) -> memref<8x16xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
