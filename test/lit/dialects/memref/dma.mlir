// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.dma_start (flat operand list laid out by the memref ranks, with an
// optional stride pair), memref.dma_wait and memref.distinct_objects.

func.func @dma(%a: memref<16x4xf32>, %b: memref<16xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i] : memref<16x4xf32>, memref<16xf32, 2>, memref<1xi32>
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i], %n, %i : memref<16x4xf32>, memref<16xf32, 2>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  memref.dma_wait %t[%i], %n {tag} : memref<1xi32>
  %0:2 = memref.distinct_objects %a, %b : memref<16x4xf32>, memref<16xf32, 2>
  %1 = memref.distinct_objects %t {tag} : memref<1xi32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @dma(%arg0: memref<16x4xf32>, %arg1: memref<16xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3], %arg4, %arg2[%arg3] : memref<16x4xf32>, memref<16xf32, 2>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3], %arg4, %arg2[%arg3], %arg4, %arg3 : memref<16x4xf32>, memref<16xf32, 2>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 {tag} : memref<1xi32>
// CHECK-NEXT: %0:2 = memref.distinct_objects %arg0, %arg1 : memref<16x4xf32>, memref<16xf32, 2>
// CHECK-NEXT: %1 = memref.distinct_objects %arg2 {tag} : memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<16x4xf32>, memref<16xf32, 2>, memref<1xi32>, index, index) -> (), sym_name = "dma"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<16x4xf32>, %arg1: memref<16xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index):
// GENERIC-NEXT: "memref.dma_start"(%arg0, %arg3, %arg3, %arg1, %arg3, %arg4, %arg2, %arg3) : (memref<16x4xf32>, index, index, memref<16xf32, 2>, index, index, memref<1xi32>, index) -> ()
// GENERIC-NEXT: "memref.dma_start"(%arg0, %arg3, %arg3, %arg1, %arg3, %arg4, %arg2, %arg3, %arg4, %arg3) : (memref<16x4xf32>, index, index, memref<16xf32, 2>, index, index, memref<1xi32>, index, index, index) -> ()
// GENERIC-NEXT: "memref.dma_wait"(%arg2, %arg3, %arg4) : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT: "memref.dma_wait"(%arg2, %arg3, %arg4) {tag} : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT: %0:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<16x4xf32>, memref<16xf32, 2>) -> (memref<16x4xf32>, memref<16xf32, 2>)
// GENERIC-NEXT: %1 = "memref.distinct_objects"(%arg2) {tag} : (memref<1xi32>) -> memref<1xi32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
