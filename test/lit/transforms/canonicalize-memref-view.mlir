// memref.view canonicalization: index-constant sizes become static dims (a
// cast restores the old type; a constant byte shift alone changes nothing);
// a view of a memref.cast of an alloc views the alloc; a view to its own
// static type is its source. The allocation feeding it gets a static size
// from its constant operand. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 70

func.func @views(%n: index, %sh: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c5 = arith.constant 5 : i64
  %a = memref.alloc(%c64) : memref<?xi8>
  %v = memref.view %a[%c8][%c4, %n] : memref<?xi8> to memref<?x?xi64>
  memref.store %c5, %v[%c1, %c0] : memref<?x?xi64>
  %x = memref.load %v[%c1, %c0] : memref<?x?xi64>
  %w = memref.view %a[%sh][] : memref<?xi8> to memref<2xi64>
  %c6 = arith.constant 6 : i64
  memref.store %c6, %w[%c1] : memref<2xi64>
  %y = memref.load %w[%c1] : memref<2xi64>
  memref.dealloc %a : memref<?xi8>
  %r = arith.muli %x, %y : i64
  return %r : i64
}

func.func @of_cast(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<32xi8>
  %b = memref.cast %a : memref<32xi8> to memref<?xi8>
  %v = memref.view %b[%c0][%n] : memref<?xi8> to memref<?xi64>
  return %v : memref<?xi64>
}

func.func @same(%a: memref<16xi8>) -> memref<16xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<16xi8> to memref<16xi8>
  return %v : memref<16xi8>
}

func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %r = call @views(%c1, %c40) : (index, index) -> i64
  %c40_i64 = arith.constant 40 : i64
  %s = arith.addi %r, %c40_i64 : i64
  return %s : i64
}

// CHECK-LABEL: func.func @views(
// CHECK-NEXT: %c6_i64 = arith.constant 6 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c8][%arg0] : memref<64xi8> to memref<4x?xi64>
// CHECK-NEXT: memref.store %c5_i64, %view[%c1, %c0] : memref<4x?xi64>
// CHECK-NEXT: %0 = memref.load %view[%c1, %c0] : memref<4x?xi64>
// CHECK-NEXT: %view_0 = memref.view %alloc[%arg1][] : memref<64xi8> to memref<2xi64>
// CHECK-NEXT: memref.store %c6_i64, %view_0[%c1] : memref<2xi64>
// CHECK-NEXT: %1 = memref.load %view_0[%c1] : memref<2xi64>
// CHECK-NEXT: memref.dealloc %alloc : memref<64xi8>
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<32xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c0][%arg0] : memref<32xi8> to memref<?xi64>
// CHECK-NEXT: return %view : memref<?xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same(
// CHECK-NEXT: return %arg0 : memref<16xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c40_i64 = arith.constant 40 : i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %0 = call @views(%c1, %c40) : (index, index) -> i64
// CHECK-NEXT: %1 = arith.addi %0, %c40_i64 : i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
