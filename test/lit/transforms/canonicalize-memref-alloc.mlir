// memref.alloc / alloca / realloc canonicalization: a buffer used only by
// stores into it and memref.deallocs is erased with them (SimplifyDeadAlloc;
// storing the buffer itself, reading it, or freeing it with
// bufferization.dealloc keeps it); constant non-negative dynamic sizes become
// static with a cast back to the old type (SimplifyAllocConst).
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 63

func.func @dead(%n: index, %v: i64) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xi64>
  memref.store %v, %a[%c0] : memref<?xi64>
  memref.dealloc %a : memref<?xi64>
  %s = memref.alloca() : memref<4xi64>
  memref.store %v, %s[%c0] : memref<4xi64>
  %u = memref.alloc() : memref<2xi64>
  memref.dealloc %u : memref<2xi64>
  return
}

func.func @dead_realloc(%n: index) {
  %a = memref.alloc() : memref<4xi64>
  %r = memref.realloc %a(%n) : memref<4xi64> to memref<?xi64>
  memref.dealloc %r : memref<?xi64>
  return
}

func.func @stored(%box: memref<1xmemref<2xi64>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %a, %box[%c0] : memref<1xmemref<2xi64>>
  return
}

func.func @negative_size() -> index {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : index
  %d = memref.alloc(%m1) : memref<?xi64>
  %z = memref.dim %d, %c0 : memref<?xi64>
  return %z : index
}

func.func @kept(%v: i64, %t: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<2xi64>
  memref.store %v, %b[%c0] : memref<2xi64>
  %x = memref.load %b[%c0] : memref<2xi64>
  memref.dealloc %b : memref<2xi64>
  %c = memref.alloc() : memref<2xi64>
  memref.store %v, %c[%c0] : memref<2xi64>
  bufferization.dealloc (%c : memref<2xi64>) if (%t)
  return %x : i64
}

func.func @const_sizes(%n: index, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3, %n) {alignment = 16 : i64} : memref<?x?xi64>
  memref.store %v, %a[%c0, %c0] : memref<?x?xi64>
  %x = memref.load %a[%c0, %c0] : memref<?x?xi64>
  %s = memref.alloca(%c3) : memref<?xi64>
  memref.store %x, %s[%c0] : memref<?xi64>
  %y = memref.load %s[%c0] : memref<?xi64>
  memref.dealloc %a : memref<?x?xi64>
  return %y : i64
}

func.func @main() -> i64 {
  %c2 = arith.constant 2 : index
  %c21 = arith.constant 21 : i64
  %t = arith.constant true
  call @dead(%c2, %c21) : (index, i64) -> ()
  call @dead_realloc(%c2) : (index) -> ()
  %k = call @kept(%c21, %t) : (i64, i1) -> i64
  %c = call @const_sizes(%c2, %c21) : (index, i64) -> i64
  %r = arith.addi %k, %c : i64
  %r2 = arith.addi %r, %c21 : i64
  return %r2 : i64
}

// CHECK-LABEL: func.func @dead(
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_realloc(
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stored(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi64>
// CHECK-NEXT: memref.store %alloc, %arg0[%c0] : memref<1xmemref<2xi64>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negative_size(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: return %c-1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kept(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi64>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<2xi64>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<2xi64>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi64>
// CHECK-NEXT: memref.store %arg0, %alloc_0[%c0] : memref<2xi64>
// CHECK-NEXT: bufferization.dealloc (%alloc_0 : memref<2xi64>) if (%arg1)
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_sizes(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 16 : i64} : memref<3x?xi64>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<3x?xi64>
// CHECK-NEXT: %0 = memref.load %alloc[%c0, %c0] : memref<3x?xi64>
// CHECK-NEXT: %alloca = memref.alloca() : memref<3xi64>
// CHECK-NEXT: memref.store %0, %alloca[%c0] : memref<3xi64>
// CHECK-NEXT: %1 = memref.load %alloca[%c0] : memref<3xi64>
// CHECK-NEXT: memref.dealloc %alloc : memref<3x?xi64>
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c21_i64 = arith.constant 21 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: call @dead(%c2, %c21_i64) : (index, i64) -> ()
// CHECK-NEXT: call @dead_realloc(%c2) : (index) -> ()
// CHECK-NEXT: %0 = call @kept(%c21_i64, %true) : (i64, i1) -> i64
// CHECK-NEXT: %1 = call @const_sizes(%c2, %c21_i64) : (index, i64) -> i64
// CHECK-NEXT: %2 = arith.addi %0, %1 : i64
// CHECK-NEXT: %3 = arith.addi %2, %c21_i64 : i64
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
