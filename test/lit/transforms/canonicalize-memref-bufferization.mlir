// memref and bufferization folders and patterns; expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s

func.func @dup(%a: memref<2xf32>, %b: memref<2xf32>, %c1: i1, %c2: i1) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%a, %b, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c1, %c2, %c2) retain (%b, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// -----

func.func @empty(%r: memref<2xf32>) -> i1 {
  %f = arith.constant false
  %a = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%f) retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

func.func @pair(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}

// -----

func.func @meta(%c: i1, %x: f32) {
  %a = memref.alloc() : memref<2xf32>
  %i = arith.constant 0 : index
  memref.store %x, %a[%i] : memref<2xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  "test.use"(%a) : (memref<2xf32>) -> ()
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

func.func @deadalloc(%x: f32) {
  %a = memref.alloc() : memref<2xf32>
  %i = arith.constant 0 : index
  memref.store %x, %a[%i] : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}

// -----

func.func @dim(%n: index) -> (index, index) {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}

// -----

func.func @cast(%m: memref<4xf32>) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %i = arith.constant 0 : index
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %k = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  "test.use"(%k) : (memref<?xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return %v : f32
}

// -----

func.func @tt(%t: tensor<4xf32>) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %t2 = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  return %t2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @dup(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.ori [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]] : i1
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]]:2 = bufferization.dealloc ([[V4:%[a-zA-Z0-9_]+]], [[V5:%[a-zA-Z0-9_]+]] : memref<2xf32>, memref<2xf32>) if ([[V0]], [[V2]]) retain ([[V5]], [[V4]] : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: return [[V3]]#0, [[V3]]#1, [[V3]]#0 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @empty(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant false
// CHECK-NEXT: return [[V0]] : i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @pair(
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @meta(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.store [[V2:%[a-zA-Z0-9_]+]], [[V1]][[[V0]]] : memref<2xf32>
// CHECK-NEXT: "test.use"([[V1]]) : (memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc ([[V1]] : memref<2xf32>) if ([[V3:%[a-zA-Z0-9_]+]])
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @deadalloc(
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @dim(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = memref.alloc([[V2:%[a-zA-Z0-9_]+]]) : memref<4x?xf32>
// CHECK-NEXT: "test.use"([[V1]]) : (memref<4x?xf32>) -> ()
// CHECK-NEXT: return [[V0]], [[V2]] : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @cast(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = memref.load [[V2:%[a-zA-Z0-9_]+]][[[V0]]] : memref<4xf32>
// CHECK-NEXT: memref.store [[V1]], [[V2]][[[V0]]] : memref<4xf32>
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = memref.cast [[V2]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"([[V3]]) : (memref<?xf32>) -> ()
// CHECK-NEXT: return [[V1]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @tt(
// CHECK-NEXT: return [[V0:%[a-zA-Z0-9_]+]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
