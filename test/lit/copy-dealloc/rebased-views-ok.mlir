// Views buffer-deallocation does clone: a returned subview that no caller
// reinterprets from its allocation's base is returned as a clone of the
// view, and the program runs clean (rebased-views.mlir: the refused
// shapes).
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func private @window
//       CHECK:   %[[V:.*]] = memref.subview
//       CHECK:   %[[C:.*]] = bufferization.clone %[[V]]
//       CHECK:   memref.dealloc
//       CHECK:   return %[[C]]
// OUT: 9
func.func private @window() -> memref<2xi64, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<3xi64>
  %c1 = arith.constant 1 : index
  %k = arith.constant 9 : i64
  memref.store %k, %a[%c1] : memref<3xi64>
  %v = memref.subview %a[1] [2] [1] : memref<3xi64> to memref<2xi64, strided<[1], offset: 1>>
  return %v : memref<2xi64, strided<[1], offset: 1>>
}

func.func @main() -> i64 {
  %v = call @window() : () -> memref<2xi64, strided<[1], offset: 1>>
  %c0 = arith.constant 0 : index
  %x = memref.load %v[%c0] : memref<2xi64, strided<[1], offset: 1>>
  return %x : i64
}

// A cast of a whole allocation, reinterpreted after the join: the clone
// holds every byte of the allocation, so cloning it is exact.
// CHECK-LABEL: func.func @cast_of_whole
//       CHECK:   bufferization.clone
func.func @cast_of_whole(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k = arith.constant 4 : i64
  cf.cond_br %c, ^t, ^e
^t:
  %a = memref.alloc() : memref<3xi64>
  memref.store %k, %a[%c0] : memref<3xi64>
  %v = memref.cast %a : memref<3xi64> to memref<?xi64>
  cf.br ^j(%v : memref<?xi64>)
^e:
  %b = memref.alloc() : memref<3xi64>
  memref.store %k, %b[%c0] : memref<3xi64>
  %w = memref.cast %b : memref<3xi64> to memref<?xi64>
  cf.br ^j(%w : memref<?xi64>)
^j(%m: memref<?xi64>):
  %whole = memref.reinterpret_cast %m to offset: [0], sizes: [3], strides: [1] : memref<?xi64> to memref<3xi64, strided<[1]>>
  %x = memref.load %whole[%c0] : memref<3xi64, strided<[1]>>
  return %x : i64
}
