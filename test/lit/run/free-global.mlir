// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

memref.global "private" @table : memref<2xi32> = dense<[1, 2]>

func.func @main() {
  %g = memref.get_global @table : memref<2xi32>
  // CHECK: free-global.mlir:[[@LINE+2]]:3: error: invalid free: free of memory not from the heap: the storage of global 'table'
  // CHECK: free-global.mlir:[[@LINE-5]]:1: note: allocated here
  memref.dealloc %g : memref<2xi32>
  return
}
// CHECK-NOT: error
