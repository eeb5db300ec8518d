// memref.realloc makes a new buffer holding the common prefix and frees
// the source: reading the source afterwards is a use after free.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2xi32>
  %a = arith.constant 5 : i32
  %b = arith.constant 6 : i32
  memref.store %a, %m[%c0] : memref<2xi32>
  memref.store %b, %m[%c1] : memref<2xi32>
  %r = memref.realloc %m(%c3) : memref<2xi32> to memref<?xi32>
  %n = arith.constant 9 : i32
  memref.store %n, %r[%c2] : memref<?xi32>
  %u = memref.cast %r : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[5,  6,  9]
  memref.dealloc %r : memref<?xi32>
  // CHECK: realloc.mlir:[[@LINE+2]]:8: error: use after free: load of 8 bytes allocated by 'memref.alloc' after it was freed
  // CHECK: realloc.mlir:[[@LINE-9]]:8: note: freed here
  %x = memref.load %m[%c0] : memref<2xi32>
  return %x : i32
}
// CHECK-NOT: error
