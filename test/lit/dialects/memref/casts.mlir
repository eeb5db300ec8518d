// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.copy, memref.cast (hint %cast) and memref.memory_space_cast (hint
// %memspacecast).

func.func @casts(%a: memref<4x?xf32>, %b: memref<4x8xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x8xf32>
  memref.copy %b, %b {x} : memref<4x8xf32> to memref<4x8xf32>
  %0 = memref.cast %b : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.cast %b : memref<4x8xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %3 = memref.cast %b : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
  %4 = memref.memory_space_cast %b : memref<4x8xf32> to memref<4x8xf32, 3>
  %5 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: memref<4x?xf32>, %arg1: memref<4x8xf32>, %arg2: memref<*xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4x?xf32> to memref<4x8xf32>
// CHECK-NEXT: memref.copy %arg1, %arg1 {x} : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<4x8xf32> to memref<*xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg2 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg1 : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg1 : memref<4x8xf32> to memref<4x8xf32, 3>
// CHECK-NEXT: %memspacecast_3 = memref.memory_space_cast %arg2 : memref<*xf32> to memref<*xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x?xf32>, memref<4x8xf32>, memref<*xf32>) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x?xf32>, %arg1: memref<4x8xf32>, %arg2: memref<*xf32>):
// GENERIC-NEXT: "memref.copy"(%arg0, %arg1) : (memref<4x?xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT: "memref.copy"(%arg1, %arg1) {x} : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT: %0 = "memref.cast"(%arg1) : (memref<4x8xf32>) -> memref<?x?xf32>
// GENERIC-NEXT: %1 = "memref.cast"(%arg1) : (memref<4x8xf32>) -> memref<*xf32>
// GENERIC-NEXT: %2 = "memref.cast"(%arg2) : (memref<*xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: %3 = "memref.cast"(%arg1) : (memref<4x8xf32>) -> memref<4x8xf32, strided<[?, ?], offset: ?>>
// GENERIC-NEXT: %4 = "memref.memory_space_cast"(%arg1) : (memref<4x8xf32>) -> memref<4x8xf32, 3>
// GENERIC-NEXT: %5 = "memref.memory_space_cast"(%arg2) : (memref<*xf32>) -> memref<*xf32, 1>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
