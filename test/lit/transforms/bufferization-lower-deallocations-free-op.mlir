// bufferization-lower-deallocations frees a buffer with the free op of the
// allocation interface of the op that allocated it (gpu.alloc ->
// gpu.dealloc), also through views and scf.if results; memref.dealloc when
// the origin is unknown or mixed. (Upstream always emits memref.dealloc.)
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | FileCheck %s

// CHECK-LABEL: func.func @gpu_buffer(
// CHECK: %[[M:.*]] = gpu.alloc () : memref<8xf32>
// CHECK: scf.if
// CHECK-NEXT: gpu.dealloc %[[M]] : memref<8xf32>
func.func @gpu_buffer(%c: i1, %r: memref<8xf32>) -> i1 {
  %m = gpu.alloc () : memref<8xf32>
  %0 = bufferization.dealloc (%m : memref<8xf32>) if (%c) retain (%r : memref<8xf32>)
  return %0 : i1
}

// CHECK-LABEL: func.func @through_view_and_if(
// CHECK: %[[SEL:.*]] = scf.if
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[SEL]]
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: gpu.dealloc %[[BASE]] : memref<f32>
func.func @through_view_and_if(%c: i1) {
  %a = gpu.alloc () : memref<8xf32>
  %b = gpu.alloc () : memref<8xf32>
  %s = scf.if %c -> memref<8xf32> {
    scf.yield %a : memref<8xf32>
  } else {
    scf.yield %b : memref<8xf32>
  }
  %base, %off, %size, %stride = memref.extract_strided_metadata %s : memref<8xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// CHECK-LABEL: func.func @mixed(
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: memref.dealloc %{{.*}} : memref<8xf32>
func.func @mixed(%c: i1) {
  %a = gpu.alloc () : memref<8xf32>
  %b = memref.alloc () : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  bufferization.dealloc (%s : memref<8xf32>) if (%c)
  return
}
