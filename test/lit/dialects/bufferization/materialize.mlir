// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// bufferization.materialize_in_destination: tensor destinations yield a
// result, memref destinations need `writable` (and may be `restrict`).

func.func @materialize(%t: tensor<4xf32>, %d: tensor<?xf32>, %m: memref<4xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %t in restrict writable %m {tag} : (tensor<4xf32>, memref<4xf32>) -> ()
  return %0 : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @materialize(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: memref<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %arg2 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in restrict writable %arg2 {tag} : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<?xf32>, memref<4xf32>) -> tensor<?xf32>, sym_name = "materialize"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: memref<4xf32>):
// GENERIC-NEXT: %0 = "bufferization.materialize_in_destination"(%arg0, %arg1) : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg0, %arg2) <{writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg0, %arg2) <{restrict, writable}> {tag} : (tensor<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "func.return"(%0) : (tensor<?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
