// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.alloca_scope: the implicit alloca_scope.return is elided without
// results; note the double space upstream prints before the region.

func.func @scopes(%x: f32) -> f32 {
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  } {tag}
  %r = memref.alloca_scope -> (f32) {
    %1 = memref.alloca() : memref<f32>
    memref.alloca_scope.return %x : f32
  }
  %a, %b = memref.alloca_scope -> (f32, index) {
    %c = arith.constant 0 : index
    memref.alloca_scope.return %x, %c : f32, index
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @scopes(%arg0: f32) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.alloca_scope.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = memref.alloca_scope  -> (f32, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.alloca_scope.return %arg0, %c0 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32) -> f32, sym_name = "scopes"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32):
// GENERIC-NEXT: "memref.alloca_scope"() ({
// GENERIC-NEXT: %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT: "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "memref.alloca_scope"() ({
// GENERIC-NEXT: "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT: }) {tag} : () -> ()
// GENERIC-NEXT: %0 = "memref.alloca_scope"() ({
// GENERIC-NEXT: %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// GENERIC-NEXT: "memref.alloca_scope.return"(%arg0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> f32
// GENERIC-NEXT: %1:2 = "memref.alloca_scope"() ({
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: "memref.alloca_scope.return"(%arg0, %2) : (f32, index) -> ()
// GENERIC-NEXT: }) : () -> (f32, index)
// GENERIC-NEXT: "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
