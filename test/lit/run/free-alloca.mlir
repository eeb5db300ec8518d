// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @main() {
  // CHECK: free-alloca.mlir:[[@LINE+2]]:3: error: invalid free: free of memory not from the heap: stack memory allocated by 'memref.alloca'
  %m = memref.alloca() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  // CHECK: free-alloca.mlir:[[@LINE-2]]:8: note: allocated here
  return
}
// CHECK-NOT: error
