// Loads, stores and copies through a freed buffer (directly or through a
// view made before the free) are reported with the allocation and the
// free. A bad load reads 0 and execution goes on.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.5 : f32
  %m = memref.alloc() : memref<4xf32>
  %v = memref.subview %m[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %o = memref.alloc() : memref<2xf32>
  memref.dealloc %m : memref<4xf32>
  // CHECK: use-after-free.mlir:[[@LINE+3]]:8: error: use after free: load of 16 bytes allocated by 'memref.alloc' after it was freed
  // CHECK-NEXT: {{.*}}load
  // CHECK: use-after-free.mlir:[[@LINE-6]]:8: note: allocated here
  %x = memref.load %m[%c1] : memref<4xf32>
  // CHECK: use-after-free.mlir:[[@LINE-5]]:3: note: freed here
  // CHECK: use-after-free.mlir:[[@LINE+1]]:3: error: use after free: store of 16 bytes
  memref.store %f, %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  // CHECK: use-after-free.mlir:[[@LINE+1]]:3: error: use after free: copy source of 16 bytes
  memref.copy %v, %o : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32>
  memref.dealloc %o : memref<2xf32>
  return %x : f32
}
// CHECK-NOT: error
// CHECK: 0
