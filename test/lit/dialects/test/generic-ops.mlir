// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Test-dialect ops used in generic form: test.reify_bound keeps its
// properties (type defaults to "EQ"), unknown test ops are allowed, and
// test.store_with_a_loop_region prints its property through
// `attributes {..}` as this version of upstream's test dialect does.

func.func @generic(%t: tensor<?x4xf32>, %m: memref<f32>, %v: f32) -> index {
  %0 = "test.reify_bound"(%t) {dim = 0} : (tensor<?x4xf32>) -> index
  %1 = "test.reify_bound"(%t) {dim = 1, constant, type = "UB"} : (tensor<?x4xf32>) -> index
  "test.not_registered_anywhere"(%m) {a = 1} : (memref<f32>) -> ()
  "test.store_with_a_loop_region"(%m) <{store_before_region = true}> ({
    memref.store %v, %m[] : memref<f32>
    "test.store_with_a_region_terminator"() : () -> ()
  }) : (memref<f32>) -> ()
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT: func.func @generic(%arg0: tensor<?x4xf32>, %arg1: memref<f32>, %arg2: f32) -> index {
// CHECK-NEXT: %0 = "test.reify_bound"(%arg0) <{dim = 0 : i64, type = "EQ"}> : (tensor<?x4xf32>) -> index
// CHECK-NEXT: %1 = "test.reify_bound"(%arg0) <{constant, dim = 1 : i64, type = "UB"}> : (tensor<?x4xf32>) -> index
// CHECK-NEXT: "test.not_registered_anywhere"(%arg1) {a = 1 : i64} : (memref<f32>) -> ()
// CHECK-NEXT: test.store_with_a_loop_region %arg1 attributes {store_before_region = true} {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<f32>
// CHECK-NEXT: test.store_with_a_region_terminator
// CHECK-NEXT: } : memref<f32>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x4xf32>, memref<f32>, f32) -> index, sym_name = "generic"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<?x4xf32>, %arg1: memref<f32>, %arg2: f32):
// GENERIC-NEXT: %0 = "test.reify_bound"(%arg0) <{dim = 0 : i64, type = "EQ"}> : (tensor<?x4xf32>) -> index
// GENERIC-NEXT: %1 = "test.reify_bound"(%arg0) <{constant, dim = 1 : i64, type = "UB"}> : (tensor<?x4xf32>) -> index
// GENERIC-NEXT: "test.not_registered_anywhere"(%arg1) {a = 1 : i64} : (memref<f32>) -> ()
// GENERIC-NEXT: "test.store_with_a_loop_region"(%arg1) <{store_before_region = true}> ({
// GENERIC-NEXT: "memref.store"(%arg2, %arg1) : (f32, memref<f32>) -> ()
// GENERIC-NEXT: "test.store_with_a_region_terminator"() : () -> ()
// GENERIC-NEXT: }) : (memref<f32>) -> ()
// GENERIC-NEXT: "func.return"(%0) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
