// A buffer still live when the entry function returns is reported as a
// leak at that return, with a note at its allocation. Without --check the
// report is printed but the exit status stays 0.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s
// RUN: mlbuf-run %s 2>&1 | FileCheck %s --check-prefix=NOCHECK

func.func @keep() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}

func.func @main() {
  %m = call @keep() : () -> memref<4xf32>
  // A freed buffer is not a leak.
  %f = memref.alloc() : memref<8xi8>
  memref.dealloc %f : memref<8xi8>
  // CHECK: leak.mlir:[[@LINE+2]]:3: error: leak: 16 bytes allocated by 'memref.alloc' are never freed
  // CHECK: leak.mlir:[[@LINE-10]]:8: note: allocated here
  return
}
// CHECK-NOT: error
// NOCHECK: error: leak:
