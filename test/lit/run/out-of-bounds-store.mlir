// A store past a dimension is reported and dropped; negative indices too.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %neg = arith.constant -1 : index
  %f = arith.constant 1.0 : f64
  %m = memref.alloc() : memref<4xf64>
  // CHECK: out-of-bounds-store.mlir:[[@LINE+1]]:3: error: out of bounds: store at index [4] of a memref with sizes [4] (dimension 0 has size 4)
  memref.store %f, %m[%c4] : memref<4xf64>
  // CHECK: out-of-bounds-store.mlir:[[@LINE+1]]:3: error: out of bounds: store at index [-1] of a memref with sizes [4]
  memref.store %f, %m[%neg] : memref<4xf64>
  memref.store %f, %m[%c1] : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  return
}
// CHECK-NOT: error
