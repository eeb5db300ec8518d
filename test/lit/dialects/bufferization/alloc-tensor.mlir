// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// bufferization.alloc_tensor: dynamic sizes, copy(%t), size_hint=%s and the
// memory_space property; operandSegmentSizes in generic form.

func.func @alloc_tensors(%d: index, %t: tensor<?x4xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = bufferization.alloc_tensor(%d) : tensor<?x4xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %3 = bufferization.alloc_tensor() copy(%t) size_hint=%d {memory_space = 1 : i64} : tensor<?x4xf32>
  %4 = bufferization.alloc_tensor(%d) size_hint=%d {tag} : tensor<?x4xf32>
  bufferization.dealloc_tensor %4 : tensor<?x4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @alloc_tensors(%arg0: index, %arg1: tensor<?x4xf32>) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<?x4xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() copy(%arg1) size_hint=%arg0 {memory_space = 1 : i64} : tensor<?x4xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor(%arg0) size_hint=%arg0 {tag} : tensor<?x4xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %4 : tensor<?x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, tensor<?x4xf32>) -> (), sym_name = "alloc_tensors"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: tensor<?x4xf32>):
// GENERIC-NEXT: %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<4xf32>
// GENERIC-NEXT: %1 = "bufferization.alloc_tensor"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x4xf32>
// GENERIC-NEXT: %2 = "bufferization.alloc_tensor"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?x4xf32>) -> tensor<?x4xf32>
// GENERIC-NEXT: %3 = "bufferization.alloc_tensor"(%arg1, %arg0) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 1, 1>}> : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
// GENERIC-NEXT: %4 = "bufferization.alloc_tensor"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 0, 1>}> {tag} : (index, index) -> tensor<?x4xf32>
// GENERIC-NEXT: "bufferization.dealloc_tensor"(%4) : (tensor<?x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
