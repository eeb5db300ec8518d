// The clones separation-alone-refused.mlir refuses, with every read of the
// source before the clone point: each is made. An allocation that alone
// holds its buffer (only its own uses are looked at), and one viewed
// (every value that may hold the buffer is).
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func @alone_read_before
//       CHECK:   scf.if
//  CHECK-NEXT:     bufferization.clone %alloc
//       CHECK:   memref.dealloc %alloc :
func.func @alone_read_before(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  memref.store %v, %m[%i] : memref<2xf32>
  %l = memref.load %m[%i] : memref<2xf32>
  %x = scf.if %c -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    memref.store %v, %n[%i] : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %w = arith.addf %l, %v : f32
  memref.store %w, %x[%i] : memref<2xf32>
  %r = memref.load %x[%i] : memref<2xf32>
  return %r : f32
}

// CHECK-LABEL: func.func @view_read_before
//       CHECK:   scf.if
//  CHECK-NEXT:     bufferization.clone %alloc
//       CHECK:   memref.dealloc %alloc :
func.func @view_read_before(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<?xf32>
  memref.store %v, %m[%i] : memref<2xf32>
  %l = memref.load %u[%i] : memref<?xf32>
  %x = scf.if %c -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    memref.store %v, %n[%i] : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %w = arith.addf %l, %v : f32
  memref.store %w, %x[%i] : memref<2xf32>
  %r = memref.load %x[%i] : memref<2xf32>
  return %r : f32
}
