// memref.dealloc needs the memref its allocation returned: freeing a view
// that does not start at the allocation (an offset, or an aligned pointer
// shifted by memref.view) is reported. The allocation is then released
// anyway, as compiled code would, so no leak follows.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @main() {
  // CHECK: free-interior-view.mlir:[[@LINE+3]]:3: error: invalid free: free of an interior view (offset 2 elements, 0 bytes) instead of the start of the allocation
  %m = memref.alloc() : memref<8xf32>
  %v = memref.subview %m[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %v : memref<4xf32, strided<[1], offset: 2>>
  // CHECK: free-interior-view.mlir:[[@LINE-3]]:8: note: allocated here

  %c4 = arith.constant 4 : index
  // CHECK: free-interior-view.mlir:[[@LINE+3]]:3: error: invalid free: free of an interior view (offset 0 elements, 4 bytes) instead of the start of the allocation
  %b = memref.alloc() : memref<16xi8>
  %w = memref.view %b[%c4][] : memref<16xi8> to memref<3xf32>
  memref.dealloc %w : memref<3xf32>

  // A view at the start of its allocation frees it.
  %n = memref.alloc() : memref<8xf32>
  %s = memref.subview %n[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  memref.dealloc %s : memref<4xf32, strided<[1]>>
  return
}
// CHECK-NOT: error
