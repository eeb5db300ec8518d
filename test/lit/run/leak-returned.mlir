// Buffers returned by the entry function belong to the runner (which
// prints them): they are not leaks.
// RUN: mlbuf-run --check %s | FileCheck %s

func.func @main() -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  %m = memref.alloc() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  return %m : memref<2xi32>
}
// CHECK: memref<2xi32>
// CHECK-NEXT: [7,  7]
