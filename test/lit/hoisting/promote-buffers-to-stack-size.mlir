// promote-buffers-to-stack turns an allocation into a stack allocation
// when it is at most max-alloc-size-in-bytes (default 1024) large: 256 f32
// (1024 bytes) is promoted, 257 is not; with the option at 64, 16 f32 are
// and 17 are not. Element sizes come from the data layout: i1 takes one
// bit (8192 of them fit in 1024 bytes), index 64 bits. Attributes are
// kept.
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s --check-prefixes=CHECK,DEF
// RUN: mlbuf-opt %s --promote-buffers-to-stack=max-alloc-size-in-bytes=64 | FileCheck %s --check-prefixes=CHECK,LOW
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=64}))' | FileCheck %s --check-prefixes=CHECK,LOW
// RUN: mlbuf-opt %s --promote-buffers-to-stack --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 7

// CHECK-LABEL: func.func @sizes
//  DEF-NEXT: memref.alloca() {alignment = 64 : i64} : memref<256xf32>
//  DEF-NEXT: memref.alloc() : memref<257xf32>
//  DEF-NEXT: memref.alloca() : memref<16xf32>
//  DEF-NEXT: memref.alloca() : memref<17xf32>
//  DEF-NEXT: memref.alloca() : memref<8192xi1>
//  DEF-NEXT: memref.alloc() : memref<8193xi1>
//  DEF-NEXT: memref.alloca() : memref<128xindex>
//  DEF-NEXT: memref.alloc() : memref<129xindex>
//  DEF-NEXT: memref.alloca() : memref<16x16xf32>
//  DEF-NEXT: memref.alloca() : memref<512xi1>
//  DEF-NEXT: memref.alloca() : memref<8xindex>
//  LOW-NEXT: memref.alloc() {alignment = 64 : i64} : memref<256xf32>
//  LOW-NEXT: memref.alloc() : memref<257xf32>
//  LOW-NEXT: memref.alloca() : memref<16xf32>
//  LOW-NEXT: memref.alloc() : memref<17xf32>
//  LOW-NEXT: memref.alloc() : memref<8192xi1>
//  LOW-NEXT: memref.alloc() : memref<8193xi1>
//  LOW-NEXT: memref.alloc() : memref<128xindex>
//  LOW-NEXT: memref.alloc() : memref<129xindex>
//  LOW-NEXT: memref.alloc() : memref<16x16xf32>
//  LOW-NEXT: memref.alloca() : memref<512xi1>
//  LOW-NEXT: memref.alloca() : memref<8xindex>
func.func @sizes() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %b = memref.alloc() : memref<257xf32>
  %c = memref.alloc() : memref<16xf32>
  %d = memref.alloc() : memref<17xf32>
  %e = memref.alloc() : memref<8192xi1>
  %f = memref.alloc() : memref<8193xi1>
  %g = memref.alloc() : memref<128xindex>
  %h = memref.alloc() : memref<129xindex>
  %i = memref.alloc() : memref<16x16xf32>
  %j = memref.alloc() : memref<512xi1>
  %k = memref.alloc() : memref<8xindex>
  return
}

// Vectors count a power-of-two number of elements (vector<3xf32>: 16
// bytes).
// CHECK-LABEL: func.func @vectors
//  DEF-NEXT: memref.alloca() : memref<64xvector<3xf32>>
//  DEF-NEXT: memref.alloc() : memref<65xvector<3xf32>>
func.func @vectors() {
  %a = memref.alloc() : memref<64xvector<3xf32>>
  %b = memref.alloc() : memref<65xvector<3xf32>>
  return
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<17xf32>
  %three = arith.constant 3.0 : f32
  %four = arith.constant 4.0 : f32
  memref.store %three, %a[%c0] : memref<16xf32>
  memref.store %four, %b[%c1] : memref<17xf32>
  %x = memref.load %a[%c0] : memref<16xf32>
  %y = memref.load %b[%c1] : memref<17xf32>
  %r = arith.addf %x, %y : f32
  return %r : f32
}
