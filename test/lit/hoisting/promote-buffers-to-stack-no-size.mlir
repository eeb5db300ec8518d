// Elements without a size in the data layout (memrefs of memrefs, dialect
// types) are never promoted. (mlir-opt 22 stops with "neither the scoping
// op nor the type class provide data layout information" here.)
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s

// CHECK-LABEL: func.func @nested
//  CHECK-NEXT: memref.alloc() : memref<1xmemref<2xf32>>
//  CHECK-NEXT: memref.alloca() : memref<2xf32>
func.func @nested() {
  %c = memref.alloc() : memref<1xmemref<2xf32>>
  %d = memref.alloc() : memref<2xf32>
  return
}
