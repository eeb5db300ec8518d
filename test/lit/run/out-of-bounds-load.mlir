// Each index is checked against its dimension: a load past it is
// reported with all indices and the view's sizes, and reads 0.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xi32>
  // CHECK: out-of-bounds-load.mlir:[[@LINE+2]]:8: error: out of bounds: load at index [0, 3] of a memref with sizes [2, 3] (dimension 1 has size 3)
  // CHECK: out-of-bounds-load.mlir:[[@LINE-2]]:8: note: allocated here
  %v = memref.load %m[%c0, %c3] : memref<2x3xi32>
  memref.dealloc %m : memref<2x3xi32>
  return %v : i32
}
// CHECK-NOT: error
// CHECK: 0
