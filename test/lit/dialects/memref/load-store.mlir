// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.load / store: the nontemporal property defaults to false and is
// elided in the custom form when false; alignment is printed.

func.func @access(%m: memref<4x?xf32>, %z: memref<i32>, %i: index, %v: f32) {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %2 = memref.load %m[%i, %i] {nontemporal = false} : memref<4x?xf32>
  %3 = memref.load %z[] {alignment = 4 : i64} : memref<i32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  memref.store %v, %m[%i, %i] {nontemporal = true, alignment = 16 : i64} : memref<4x?xf32>
  memref.store %3, %z[] {other} : memref<i32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @access(%arg0: memref<4x?xf32>, %arg1: memref<i32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT: %3 = memref.load %arg1[] {alignment = 4 : i64} : memref<i32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2, %arg2] {alignment = 16 : i64, nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: memref.store %3, %arg1[] {other} : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x?xf32>, memref<i32>, index, f32) -> (), sym_name = "access"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x?xf32>, %arg1: memref<i32>, %arg2: index, %arg3: f32):
// GENERIC-NEXT: %0 = "memref.load"(%arg0, %arg2, %arg2) : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT: %1 = "memref.load"(%arg0, %arg2, %arg2) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT: %2 = "memref.load"(%arg0, %arg2, %arg2) <{nontemporal = false}> : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT: %3 = "memref.load"(%arg1) <{alignment = 4 : i64}> : (memref<i32>) -> i32
// GENERIC-NEXT: "memref.store"(%arg3, %arg0, %arg2, %arg2) : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT: "memref.store"(%arg3, %arg0, %arg2, %arg2) <{alignment = 16 : i64, nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT: "memref.store"(%3, %arg1) {other} : (i32, memref<i32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
