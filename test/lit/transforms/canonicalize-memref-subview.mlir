// memref.subview canonicalization: constant offsets, sizes and strides
// become static (negative ones stay dynamic) with a cast back to the old
// type; a memref.cast source that only loses static information is looked
// through (the cast moves after the subview); a subview taking all of a
// static source becomes a cast, or the source itself; a subview of its own
// static type, and a zero-offset unit-stride same-size subview of a
// subview, fold away. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 13

func.func @constants(%m: memref<8x8xi64>, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2, %i] [%c4, 1] [%c1, 1] : memref<8x8xi64> to memref<?xi64, strided<[?], offset: ?>>
  %x = memref.load %s[%c1] : memref<?xi64, strided<[?], offset: ?>>
  return %x : i64
}

func.func @negative(%m: memref<?xi64>, %n: index) -> memref<?xi64, strided<[1], offset: ?>> {
  %m1 = arith.constant -1 : index
  %s = memref.subview %m[%m1] [%n] [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  return %s : memref<?xi64, strided<[1], offset: ?>>
}

func.func @of_cast(%m: memref<8xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.cast %m : memref<8xi64> to memref<?xi64, strided<[1], offset: ?>>
  %s = memref.subview %a[%i] [%n] [1] : memref<?xi64, strided<[1], offset: ?>> to memref<?xi64, strided<[1], offset: ?>>
  %x = memref.load %s[%c0] : memref<?xi64, strided<[1], offset: ?>>
  return %x : i64
}

func.func @trivial(%m: memref<8xi64>, %t: memref<4x2xi64, strided<[2, 1], offset: 3>>) -> (memref<8xi64, strided<[1]>>, memref<4x2xi64, strided<[2, 1], offset: 3>>) {
  %s = memref.subview %m[0] [8] [1] : memref<8xi64> to memref<8xi64, strided<[1]>>
  %u = memref.subview %t[0, 0] [4, 2] [1, 1] : memref<4x2xi64, strided<[2, 1], offset: 3>> to memref<4x2xi64, strided<[2, 1], offset: 3>>
  return %s, %u : memref<8xi64, strided<[1]>>, memref<4x2xi64, strided<[2, 1], offset: 3>>
}

func.func @of_subview(%m: memref<8xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%i] [%n] [1] : memref<8xi64> to memref<?xi64, strided<[1], offset: ?>>
  %t = memref.subview %s[0] [%n] [1] : memref<?xi64, strided<[1], offset: ?>> to memref<?xi64, strided<[1], offset: ?>>
  %x = memref.load %t[%c0] : memref<?xi64, strided<[1], offset: ?>>
  return %x : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8x8xi64>
  %v = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %v[%i] : memref<8xi64>
    scf.for %j = %c0 to %c8 step %c1 {
      %jj = arith.index_cast %j : index to i64
      %p = arith.muli %ii, %jj : i64
      memref.store %p, %m[%i, %j] : memref<8x8xi64>
    }
  }
  %a = call @constants(%m, %c3) : (memref<8x8xi64>, index) -> i64
  %b = call @of_cast(%v, %c3, %c3) : (memref<8xi64>, index, index) -> i64
  %c = call @of_subview(%v, %c1, %c3) : (memref<8xi64>, index, index) -> i64
  %r0 = arith.addi %a, %b : i64
  %r = arith.addi %r0, %c : i64
  memref.dealloc %m : memref<8x8xi64>
  memref.dealloc %v : memref<8xi64>
  return %r : i64
}

// CHECK-LABEL: func.func @constants(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[2, %arg1] [4, 1] [1, 1] : memref<8x8xi64> to memref<4xi64, strided<[8], offset: ?>>
// CHECK-NEXT: %0 = memref.load %subview[%c1] : memref<4xi64, strided<[8], offset: ?>>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negative(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%c-1] [%arg1] [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<?xi64, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1] [%arg2] [1] : memref<8xi64> to memref<?xi64, strided<[1], offset: ?>>
// CHECK-NEXT: %0 = memref.load %subview[%c0] : memref<?xi64, strided<[1], offset: ?>>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8xi64> to memref<8xi64, strided<[1]>>
// CHECK-NEXT: return %cast, %arg1 : memref<8xi64, strided<[1]>>, memref<4x2xi64, strided<[2, 1], offset: 3>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_subview(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1] [%arg2] [1] : memref<8xi64> to memref<?xi64, strided<[1], offset: ?>>
// CHECK-NEXT: %0 = memref.load %subview[%c0] : memref<?xi64, strided<[1], offset: ?>>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8x8xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %5 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: memref.store %5, %alloc_0[%arg0] : memref<8xi64>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %6 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: %7 = arith.muli %5, %6 : i64
// CHECK-NEXT: memref.store %7, %alloc[%arg0, %arg1] : memref<8x8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = call @constants(%alloc, %c3) : (memref<8x8xi64>, index) -> i64
// CHECK-NEXT: %1 = call @of_cast(%alloc_0, %c3, %c3) : (memref<8xi64>, index, index) -> i64
// CHECK-NEXT: %2 = call @of_subview(%alloc_0, %c1, %c3) : (memref<8xi64>, index, index) -> i64
// CHECK-NEXT: %3 = arith.addi %0, %1 : i64
// CHECK-NEXT: %4 = arith.addi %3, %2 : i64
// CHECK-NEXT: memref.dealloc %alloc : memref<8x8xi64>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8xi64>
// CHECK-NEXT: return %4 : i64
// CHECK-NEXT: }
