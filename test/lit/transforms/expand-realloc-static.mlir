// expand-realloc: static sizes become index constants (not folded); alignment moves to the alloc.
// RUN: mlbuf-opt %s --expand-realloc | FileCheck %s

// CHECK-LABEL: func.func @grow(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<3xi16>) -> memref<7xi16> {
// CHECK-NEXT: %[[C3:[A-Za-z0-9_]+]] = arith.constant 3 : index
// CHECK-NEXT: %[[C7:[A-Za-z0-9_]+]] = arith.constant 7 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = arith.cmpi ult, %[[C3]], %[[C7]] : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = scf.if %[[V0]] -> (memref<7xi16>) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() {alignment = 64 : i64} : memref<7xi16>
// CHECK-NEXT: %[[SUBVIEW:[A-Za-z0-9_]+]] = memref.subview %[[ALLOC]][0] [3] [1] : memref<7xi16> to memref<3xi16, strided<[1]>>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[SUBVIEW]] : memref<3xi16> to memref<3xi16, strided<[1]>>
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<3xi16>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<7xi16>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[REINTERPRET_CAST:[A-Za-z0-9_]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [7], strides: [1] : memref<3xi16> to memref<7xi16>
// CHECK-NEXT: scf.yield %[[REINTERPRET_CAST]] : memref<7xi16>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : memref<7xi16>
// CHECK-NEXT: }

func.func @grow(%buf: memref<3xi16>) -> memref<7xi16> {
  %grown = memref.realloc %buf {alignment = 64} : memref<3xi16> to memref<7xi16>
  return %grown : memref<7xi16>
}
