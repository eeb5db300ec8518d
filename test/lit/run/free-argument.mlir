// Buffers the runner creates for entry arguments belong to the runner.
// RUN: not mlbuf-run --check %s memref:4xf32=1.5 2>&1 | FileCheck %s

func.func @main(%arg: memref<4xf32>) {
  // CHECK: free-argument.mlir:[[@LINE+1]]:3: error: invalid free: free of memory not from the heap: a function argument buffer owned by the runner
  memref.dealloc %arg : memref<4xf32>
  return
}
// CHECK-NOT: error
