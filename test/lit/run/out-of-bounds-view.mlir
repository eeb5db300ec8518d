// Views that do not fit their source are reported where they are made:
// a subview past a dimension, a memref.view past its byte buffer, a
// reinterpret_cast outside the allocation.
// RUN: not mlbuf-run --check %s 3 2>&1 | FileCheck %s

func.func @main(%n: index) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4x4xf32>
  // CHECK: out-of-bounds-view.mlir:[[@LINE+1]]:8: error: out of bounds: subview of dimension 1 (offset 2, size 3, stride 1) exceeds its size 4
  %s = memref.subview %m[0, 2][2, %n][1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: 2>>
  %b = memref.alloc() : memref<16xi8>
  // CHECK: out-of-bounds-view.mlir:[[@LINE+1]]:8: error: out of bounds: view of 20 bytes at byte shift 0 exceeds the 16-byte source
  %v = memref.view %b[%c0][] : memref<16xi8> to memref<5xf32>
  // CHECK: out-of-bounds-view.mlir:[[@LINE+1]]:8: error: out of bounds: memref.reinterpret_cast view covers bytes [60, 68) of a 64-byte buffer
  %r = memref.reinterpret_cast %m to offset: [15], sizes: [2], strides: [1] : memref<4x4xf32> to memref<2xf32, strided<[1], offset: 15>>
  memref.dealloc %b : memref<16xi8>
  memref.dealloc %m : memref<4x4xf32>
  return
}
// CHECK-NOT: error
