// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.dim (attr-dict first), memref.rank, extract_aligned_pointer_as_index
// (attr-dict last) and assume_alignment: hints %dim, %intptr, %assume_align.

func.func @queries(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) {
  %0 = memref.dim %m, %i : memref<4x?xf32>
  %1 = memref.dim {tag} %u, %i : memref<*xf32>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.rank %m {tag} : memref<4x?xf32>
  %4 = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %5 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index {tag}
  %6 = memref.assume_alignment %m, 64 : memref<4x?xf32>
  %7 = memref.assume_alignment %6, 16 {tag} : memref<4x?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @queries(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index) {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<4x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim {tag} %arg1, %arg2 : memref<*xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %1 = memref.rank %arg0 {tag} : memref<4x?xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xf32> -> index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index {tag}
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 64 : memref<4x?xf32>
// CHECK-NEXT: %assume_align_2 = memref.assume_alignment %assume_align, 16 {tag} : memref<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x?xf32>, memref<*xf32>, index) -> (), sym_name = "queries"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index):
// GENERIC-NEXT: %0 = "memref.dim"(%arg0, %arg2) : (memref<4x?xf32>, index) -> index
// GENERIC-NEXT: %1 = "memref.dim"(%arg1, %arg2) {tag} : (memref<*xf32>, index) -> index
// GENERIC-NEXT: %2 = "memref.rank"(%arg1) : (memref<*xf32>) -> index
// GENERIC-NEXT: %3 = "memref.rank"(%arg0) {tag} : (memref<4x?xf32>) -> index
// GENERIC-NEXT: %4 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<4x?xf32>) -> index
// GENERIC-NEXT: %5 = "memref.extract_aligned_pointer_as_index"(%arg1) {tag} : (memref<*xf32>) -> index
// GENERIC-NEXT: %6 = "memref.assume_alignment"(%arg0) <{alignment = 64 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: %7 = "memref.assume_alignment"(%6) <{alignment = 16 : i32}> {tag} : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
