// memref.copy checks that every element of both views lies inside its
// buffer; a view made by reinterpret_cast may not.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @main() {
  %src = memref.alloc() : memref<8xf32>
  %dst = memref.alloc() : memref<4x4xf32>
  %big = memref.reinterpret_cast %src to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8xf32> to memref<4x4xf32>
  // CHECK: out-of-bounds-copy.mlir:[[@LINE-1]]:10: error: out of bounds: memref.reinterpret_cast view covers bytes [0, 64) of a 32-byte buffer
  // CHECK: out-of-bounds-copy.mlir:[[@LINE+1]]:3: error: out of bounds: copy source covers bytes [0, 64) of a 32-byte buffer
  memref.copy %big, %dst : memref<4x4xf32> to memref<4x4xf32>
  memref.dealloc %src : memref<8xf32>
  memref.dealloc %dst : memref<4x4xf32>
  return
}
// CHECK-NOT: error
