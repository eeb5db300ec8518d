// bufferization.clone reads its source: cloning freed memory is reported.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @main() {
  %m = memref.alloc() : memref<3xi64>
  memref.dealloc %m : memref<3xi64>
  // CHECK: clone-freed.mlir:[[@LINE+3]]:8: error: use after free: clone of 24 bytes allocated by 'memref.alloc' after it was freed
  // CHECK: clone-freed.mlir:[[@LINE-3]]:8: note: allocated here
  // CHECK: clone-freed.mlir:[[@LINE-3]]:3: note: freed here
  %c = bufferization.clone %m : memref<3xi64> to memref<3xi64>
  memref.dealloc %c : memref<3xi64>
  return
}
// CHECK-NOT: error
