// memref.cast folding: cast(cast(x)) casts x (not through an unranked
// source), a cast back to its source type disappears, and load, store, dim,
// dealloc and clone look through casts in place (a stored value stays);
// copy only through casts that lose static information, and copies of
// empty memrefs or onto themselves are erased; rank of a ranked memref is a
// constant. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 91

func.func @casts(%m: memref<4xi64>, %u: memref<*xi64>) -> (memref<4xi64>, memref<?xi64>, memref<?xi64>) {
  %a = memref.cast %m : memref<4xi64> to memref<?xi64>
  %b = memref.cast %a : memref<?xi64> to memref<4xi64>
  %c = memref.cast %a : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %d = memref.cast %c : memref<?xi64, strided<[?], offset: ?>> to memref<?xi64>
  %e = memref.cast %u : memref<*xi64> to memref<4xi64>
  %f = memref.cast %e : memref<4xi64> to memref<?xi64>
  return %b, %d, %f : memref<4xi64>, memref<?xi64>, memref<?xi64>
}

func.func @users(%m: memref<4xi64>, %v: i64) -> (i64, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.cast %m : memref<4xi64> to memref<?xi64>
  memref.store %v, %a[%c1] : memref<?xi64>
  %x = memref.load %a[%c1] : memref<?xi64>
  %d = memref.dim %a, %c0 : memref<?xi64>
  %r = memref.rank %a : memref<?xi64>
  return %x, %d, %r : i64, index, index
}

func.func @copies(%m: memref<4xi64>, %n: memref<?xi64>, %e: memref<0xi64>) {
  %a = memref.cast %m : memref<4xi64> to memref<?xi64>
  memref.copy %a, %n : memref<?xi64> to memref<?xi64>
  %b = memref.cast %n : memref<?xi64> to memref<4xi64>
  memref.copy %b, %m : memref<4xi64> to memref<4xi64>
  memref.copy %m, %m : memref<4xi64> to memref<4xi64>
  memref.copy %e, %e : memref<0xi64> to memref<0xi64>
  return
}

func.func @freed(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  memref.store %c7, %m[%c0] : memref<?xi64>
  %a = memref.cast %m : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  %k = bufferization.clone %a : memref<?xi64, strided<[1], offset: ?>> to memref<?xi64, strided<[1], offset: ?>>
  %x = memref.load %k[%c0] : memref<?xi64, strided<[1], offset: ?>>
  memref.dealloc %k : memref<?xi64, strided<[1], offset: ?>>
  memref.dealloc %a : memref<?xi64, strided<[1], offset: ?>>
  return %x : i64
}

func.func @main() -> i64 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : i64
  %m = memref.alloc() : memref<4xi64>
  %n = memref.alloc(%c2) : memref<?xi64>
  %e = memref.alloc() : memref<0xi64>
  %x, %d, %r = call @users(%m, %c3) : (memref<4xi64>, i64) -> (i64, index, index)
  %f = call @freed(%c2) : (index) -> i64
  %di = arith.index_cast %d : index to i64
  %ri = arith.index_cast %r : index to i64
  %s0 = arith.muli %x, %di : i64
  %s1 = arith.addi %s0, %ri : i64
  %s2 = arith.muli %s1, %f : i64
  memref.dealloc %m : memref<4xi64>
  memref.dealloc %n : memref<?xi64>
  memref.dealloc %e : memref<0xi64>
  return %s2 : i64
}

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<*xi64> to memref<4xi64>
// CHECK-NEXT: %cast_1 = memref.cast %cast_0 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: return %arg0, %cast, %cast_1 : memref<4xi64>, memref<?xi64>, memref<?xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @users(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c1] : memref<4xi64>
// CHECK-NEXT: %0 = memref.load %arg0[%c1] : memref<4xi64>
// CHECK-NEXT: return %0, %c4, %c1 : i64, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copies(
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<?xi64> to memref<4xi64>
// CHECK-NEXT: memref.copy %cast, %arg0 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @freed(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xi64>
// CHECK-NEXT: memref.store %c7_i64, %alloc[%c0] : memref<?xi64>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xi64>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xi64>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0:3 = call @users(%alloc, %c3_i64) : (memref<4xi64>, i64) -> (i64, index, index)
// CHECK-NEXT: %1 = call @freed(%c2) : (index) -> i64
// CHECK-NEXT: %2 = arith.index_cast %0#1 : index to i64
// CHECK-NEXT: %3 = arith.index_cast %0#2 : index to i64
// CHECK-NEXT: %4 = arith.muli %0#0, %2 : i64
// CHECK-NEXT: %5 = arith.addi %4, %3 : i64
// CHECK-NEXT: %6 = arith.muli %5, %1 : i64
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: return %6 : i64
// CHECK-NEXT: }
