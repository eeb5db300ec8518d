// RUN: mlbuf-opt %s | FileCheck %s --strict-whitespace
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s --strict-whitespace
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// gpu.alloc/dealloc/memcpy/memset/wait: the `async [%deps]` directive
// (with upstream's extra space when it prints nothing), host_shared,
// operandSegmentSizes, and alloc's %memref/%asyncToken result names.

func.func @memory(%n: index, %m: memref<4xf32>, %v: f32) {
  %t0 = gpu.wait async
  %g, %t1 = gpu.alloc async [%t0] host_shared (%n) : memref<?xf32>
  %h = gpu.alloc (%n) : memref<?xf32>
  %s = gpu.alloc host_shared () {foo.a} : memref<4xf32>
  %t2 = gpu.memcpy async [%t1] %g, %h : memref<?xf32>, memref<?xf32>
  gpu.memcpy %m, %s : memref<4xf32>, memref<4xf32>
  %t3 = gpu.memset async [%t2, %t0] %m, %v : memref<4xf32>, f32
  gpu.memset %m, %v : memref<4xf32>, f32 {foo.m}
  %t4 = gpu.dealloc async [%t3] %g : memref<?xf32>
  gpu.dealloc %h : memref<?xf32>
  %t5 = gpu.wait async [%t4, %t3]
  gpu.wait [%t5]
  gpu.wait
  gpu.wait {foo.w}
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @memory(%arg0: index, %arg1: memref<4xf32>, %arg2: f32) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %memref, %asyncToken = gpu.alloc async [%0] host_shared (%arg0) : memref<?xf32>
// CHECK-NEXT: %memref_0 = gpu.alloc  (%arg0) : memref<?xf32>
// CHECK-NEXT: %memref_1 = gpu.alloc  host_shared () {foo.a} : memref<4xf32>
// CHECK-NEXT: %1 = gpu.memcpy async [%asyncToken] %memref, %memref_0 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: gpu.memcpy  %arg1, %memref_1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: %2 = gpu.memset async [%1, %0] %arg1, %arg2 : memref<4xf32>, f32
// CHECK-NEXT: gpu.memset  %arg1, %arg2 : memref<4xf32>, f32 {foo.m}
// CHECK-NEXT: %3 = gpu.dealloc async [%2] %memref : memref<?xf32>
// CHECK-NEXT: gpu.dealloc  %memref_0 : memref<?xf32>
// CHECK-NEXT: %4 = gpu.wait async [%3, %2]
// CHECK-NEXT: gpu.wait [%4]
// CHECK-NEXT: gpu.wait 
// CHECK-NEXT: gpu.wait  {foo.w}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, memref<4xf32>, f32) -> (), sym_name = "memory"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: memref<4xf32>, %arg2: f32):
// GENERIC-NEXT: %0 = "gpu.wait"() : () -> !gpu.async.token
// GENERIC-NEXT: %1:2 = "gpu.alloc"(%0, %arg0) <{hostShared, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
// GENERIC-NEXT: %2 = "gpu.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xf32>
// GENERIC-NEXT: %3 = "gpu.alloc"() <{hostShared, operandSegmentSizes = array<i32: 0, 0, 0>}> {foo.a} : () -> memref<4xf32>
// GENERIC-NEXT: %4 = "gpu.memcpy"(%1#1, %1#0, %2) : (!gpu.async.token, memref<?xf32>, memref<?xf32>) -> !gpu.async.token
// GENERIC-NEXT: "gpu.memcpy"(%arg1, %3) : (memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: %5 = "gpu.memset"(%4, %0, %arg1, %arg2) : (!gpu.async.token, !gpu.async.token, memref<4xf32>, f32) -> !gpu.async.token
// GENERIC-NEXT: "gpu.memset"(%arg1, %arg2) {foo.m} : (memref<4xf32>, f32) -> ()
// GENERIC-NEXT: %6 = "gpu.dealloc"(%5, %1#0) : (!gpu.async.token, memref<?xf32>) -> !gpu.async.token
// GENERIC-NEXT: "gpu.dealloc"(%2) : (memref<?xf32>) -> ()
// GENERIC-NEXT: %7 = "gpu.wait"(%6, %5) : (!gpu.async.token, !gpu.async.token) -> !gpu.async.token
// GENERIC-NEXT: "gpu.wait"(%7) : (!gpu.async.token) -> ()
// GENERIC-NEXT: "gpu.wait"() : () -> ()
// GENERIC-NEXT: "gpu.wait"() {foo.w} : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
