// The module's dlti.dl_spec gives index its width for the size limit of
// promote-buffers-to-stack: 32 bits, so 256 of them fit in the default
// 1024 bytes, and 16 in 64 bytes.
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s --check-prefixes=CHECK,DEF
// RUN: mlbuf-opt %s --promote-buffers-to-stack=max-alloc-size-in-bytes=64 | FileCheck %s --check-prefixes=CHECK,LOW

// CHECK-LABEL: func.func @index32
//  DEF-NEXT: memref.alloca() : memref<256xindex>
//  DEF-NEXT: memref.alloc() : memref<257xindex>
//  DEF-NEXT: memref.alloca() : memref<16xindex>
//  DEF-NEXT: memref.alloca() : memref<17xindex>
//  LOW-NEXT: memref.alloc() : memref<256xindex>
//  LOW-NEXT: memref.alloc() : memref<257xindex>
//  LOW-NEXT: memref.alloca() : memref<16xindex>
//  LOW-NEXT: memref.alloc() : memref<17xindex>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @index32() {
    %a = memref.alloc() : memref<256xindex>
    %b = memref.alloc() : memref<257xindex>
    %c = memref.alloc() : memref<16xindex>
    %d = memref.alloc() : memref<17xindex>
    return
  }
}
