// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @release(%m: memref<4xf32>) {
  // CHECK: double-free.mlir:[[@LINE+1]]:3: error: double free: 16 bytes allocated by 'memref.alloc' freed twice
  memref.dealloc %m : memref<4xf32>
  return
}

func.func @main() {
  // CHECK: double-free.mlir:[[@LINE+1]]:8: note: allocated here
  %m = memref.alloc() : memref<4xf32>
  // CHECK: double-free.mlir:[[@LINE+1]]:3: note: freed here
  memref.dealloc %m : memref<4xf32>
  call @release(%m) : (memref<4xf32>) -> ()
  return
}
// The second free is ignored: no other report follows.
// CHECK-NOT: error
