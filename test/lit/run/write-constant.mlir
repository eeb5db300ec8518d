// Storing into a constant global is reported (the store is dropped).
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

memref.global "private" constant @k : memref<2xi32> = dense<[3, 4]>

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 9 : i32
  %g = memref.get_global @k : memref<2xi32>
  // CHECK: write-constant.mlir:[[@LINE+1]]:3: error: write to constant: store into constant global 'k'
  memref.store %v, %g[%c0] : memref<2xi32>
  %r = memref.load %g[%c0] : memref<2xi32>
  return %r : i32
}
// CHECK: 3
