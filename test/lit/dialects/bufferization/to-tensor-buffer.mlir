// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// bufferization.to_tensor (restrict, writable) and to_buffer (read_only).

func.func @conversions(%m: memref<4xf32>, %t: tensor<?xf32>, %u: memref<*xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_tensor %m restrict {tag} : memref<4xf32> to tensor<4xf32>
  %3 = bufferization.to_tensor %u writable : memref<*xf32> to tensor<*xf32>
  %4 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %5 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %6 = bufferization.to_buffer %1 read_only {tag} : tensor<4xf32> to memref<4xf32, 1>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @conversions(%arg0: memref<4xf32>, %arg1: tensor<?xf32>, %arg2: memref<*xf32>) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %arg0 restrict {tag} : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %arg2 writable : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg1 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %5 = bufferization.to_buffer %arg1 read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %6 = bufferization.to_buffer %1 read_only {tag} : tensor<4xf32> to memref<4xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, tensor<?xf32>, memref<*xf32>) -> (), sym_name = "conversions"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4xf32>, %arg1: tensor<?xf32>, %arg2: memref<*xf32>):
// GENERIC-NEXT: %0 = "bufferization.to_tensor"(%arg0) : (memref<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %1 = "bufferization.to_tensor"(%arg0) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %2 = "bufferization.to_tensor"(%arg0) <{restrict}> {tag} : (memref<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %3 = "bufferization.to_tensor"(%arg2) <{writable}> : (memref<*xf32>) -> tensor<*xf32>
// GENERIC-NEXT: %4 = "bufferization.to_buffer"(%arg1) : (tensor<?xf32>) -> memref<?xf32>
// GENERIC-NEXT: %5 = "bufferization.to_buffer"(%arg1) <{read_only}> : (tensor<?xf32>) -> memref<?xf32, strided<[?], offset: ?>>
// GENERIC-NEXT: %6 = "bufferization.to_buffer"(%1) <{read_only}> {tag} : (tensor<4xf32>) -> memref<4xf32, 1>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
