// memref.reinterpret_cast and memref.extract_strided_metadata: a
// reinterpret_cast looks through a reinterpret_cast, cast or zero-offset
// subview source; rebuilding exactly what an extract_strided_metadata took
// apart gives back its source (cast if the type differs), otherwise it takes
// the metadata's source; constant entries and entries the result type fixes
// become static (cast back); a static no-op reinterpret_cast folds away.
// extract_strided_metadata results the source type fixes become constants,
// and a cast source is looked through. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 14

func.func @sources(%m: memref<8xi64>, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.cast %m : memref<8xi64> to memref<?xi64>
  %r = memref.reinterpret_cast %a to offset: [%i], sizes: [%c2], strides: [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  %s = memref.subview %m[0] [4] [2] : memref<8xi64> to memref<4xi64, strided<[2]>>
  %t = memref.reinterpret_cast %s to offset: [1], sizes: [4], strides: [1] : memref<4xi64, strided<[2]>> to memref<4xi64, strided<[1], offset: 1>>
  %u = memref.reinterpret_cast %t to offset: [2], sizes: [2], strides: [1] : memref<4xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 2>>
  %x = memref.load %r[%c0] : memref<?xi64, strided<[1], offset: ?>>
  %y = memref.load %u[%c0] : memref<2xi64, strided<[1], offset: 2>>
  %z = arith.addi %x, %y : i64
  return %z : i64
}

func.func @noop(%m: memref<8xi64>) -> memref<8xi64> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<8xi64> to memref<8xi64>
  return %r : memref<8xi64>
}

func.func @metadata(%m: memref<?x4xi64>) -> (memref<?x4xi64>, memref<?x?xi64, strided<[?, 1], offset: ?>>, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x4xi64> -> memref<i64>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [%s#0, 4], strides: [4, 1] : memref<i64> to memref<?x4xi64>
  %q = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#0], strides: [%t#0, 1] : memref<i64> to memref<?x?xi64, strided<[?, 1], offset: ?>>
  return %r, %q, %s#1, %t#0 : memref<?x4xi64>, memref<?x?xi64, strided<[?, 1], offset: ?>>, index, index
}

func.func @metadata_cast(%m: memref<6xi64>) -> (memref<i64>, index, index) {
  %a = memref.cast %m : memref<6xi64> to memref<?xi64, strided<[?], offset: ?>>
  %b, %o, %s, %t = memref.extract_strided_metadata %a : memref<?xi64, strided<[?], offset: ?>> -> memref<i64>, index, index, index
  return %b, %o, %s : memref<i64>, index, index
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %m[%i] : memref<8xi64>
  }
  %a = call @sources(%m, %c3) : (memref<8xi64>, index) -> i64
  %n = call @noop(%m) : (memref<8xi64>) -> memref<8xi64>
  %y = memref.load %n[%c1] : memref<8xi64>
  %s = arith.addi %a, %y : i64
  memref.dealloc %m : memref<8xi64>
  return %s : i64
}

// CHECK-LABEL: func.func @sources(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [2], strides: [1] : memref<8xi64> to memref<2xi64, strided<[1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [2], sizes: [2], strides: [1] : memref<8xi64> to memref<2xi64, strided<[1], offset: 2>>
// CHECK-NEXT: %0 = memref.load %reinterpret_cast[%c0] : memref<2xi64, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %reinterpret_cast_0[%c0] : memref<2xi64, strided<[1], offset: 2>>
// CHECK-NEXT: %2 = arith.addi %0, %1 : i64
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noop(
// CHECK-NEXT: return %arg0 : memref<8xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xi64> -> memref<i64>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%sizes#0, %sizes#0], strides: [4, 1] : memref<?x4xi64> to memref<?x?xi64, strided<[4, 1]>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<?x?xi64, strided<[4, 1]>> to memref<?x?xi64, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %arg0, %cast, %c4, %c4 : memref<?x4xi64>, memref<?x?xi64, strided<[?, 1], offset: ?>>, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_cast(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<6xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c6 : memref<i64>, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %4 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %5 = arith.muli %4, %4 : i64
// CHECK-NEXT: memref.store %5, %alloc[%arg0] : memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = call @sources(%alloc, %c3) : (memref<8xi64>, index) -> i64
// CHECK-NEXT: %1 = call @noop(%alloc) : (memref<8xi64>) -> memref<8xi64>
// CHECK-NEXT: %2 = memref.load %1[%c1] : memref<8xi64>
// CHECK-NEXT: %3 = arith.addi %0, %2 : i64
// CHECK-NEXT: memref.dealloc %alloc : memref<8xi64>
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
