// memref.dim with a constant index folds to the static size, to the size
// operand of the alloc / alloca / view that made the memref, to the dynamic
// size of a subview (rank reduction accounted for), and dim of
// memref.reshape loads the shape operand. Without a constant index nothing
// folds. Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 20

func.func @dims(%n: index, %k: index, %o: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n, %k) : memref<?x3x?xi8>
  %d0 = memref.dim %a, %c0 : memref<?x3x?xi8>
  %d1 = memref.dim %a, %c1 : memref<?x3x?xi8>
  %b = memref.alloc(%n) : memref<?xi8>
  %v = memref.view %b[%c0][%k] : memref<?xi8> to memref<?xi8>
  %d2 = memref.dim %v, %c0 : memref<?xi8>
  %s = memref.subview %a[0, 0, 0] [1, %k, %o] [1, 1, 1] : memref<?x3x?xi8> to memref<?x?xi8, strided<[?, 1]>>
  %d3 = memref.dim %s, %c1 : memref<?x?xi8, strided<[?, 1]>>
  %t = memref.alloca(%o) : memref<?xi16>
  %d4 = memref.dim %t, %c0 : memref<?xi16>
  %dx = memref.dim %a, %o : memref<?x3x?xi8>
  %r0 = arith.addi %d0, %d1 : index
  %r1 = arith.addi %r0, %d2 : index
  %r2 = arith.addi %r1, %d3 : index
  %r3 = arith.addi %r2, %d4 : index
  %r4 = arith.addi %r3, %dx : index
  memref.dealloc %a : memref<?x3x?xi8>
  memref.dealloc %b : memref<?xi8>
  return %r4 : index
}

func.func @dim_of_reshape(%m: memref<6xi64>, %shape: memref<2xindex>, %i: index) -> index {
  %r = memref.reshape %m(%shape) : (memref<6xi64>, memref<2xindex>) -> memref<?x?xi64>
  %d = memref.dim %r, %i : memref<?x?xi64>
  return %d : index
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %d = call @dims(%c4, %c3, %c2) : (index, index, index) -> index
  %m = memref.alloc() : memref<6xi64>
  %sh = memref.alloc() : memref<2xindex>
  memref.store %c2, %sh[%c0] : memref<2xindex>
  memref.store %c3, %sh[%c1] : memref<2xindex>
  %e = call @dim_of_reshape(%m, %sh, %c1) : (memref<6xi64>, memref<2xindex>, index) -> index
  %s = arith.addi %d, %e : index
  %r = arith.index_cast %s : index to i64
  memref.dealloc %m : memref<6xi64>
  memref.dealloc %sh : memref<2xindex>
  return %r : i64
}

// CHECK-LABEL: func.func @dims(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x3x?xi8>
// CHECK-NEXT: %dim = memref.dim %alloc, %arg2 : memref<?x3x?xi8>
// CHECK-NEXT: %0 = arith.addi %arg0, %c3 : index
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT: %2 = arith.addi %1, %arg2 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg2 : index
// CHECK-NEXT: %4 = arith.addi %3, %dim : index
// CHECK-NEXT: memref.dealloc %alloc : memref<?x3x?xi8>
// CHECK-NEXT: return %4 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_reshape(
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xindex>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = call @dims(%c4, %c3, %c2) : (index, index, index) -> index
// CHECK-NEXT: %alloc = memref.alloc() : memref<6xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: memref.store %c2, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT: memref.store %c3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT: %1 = call @dim_of_reshape(%alloc, %alloc_0, %c1) : (memref<6xi64>, memref<2xindex>, index) -> index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i64
// CHECK-NEXT: memref.dealloc %alloc : memref<6xi64>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
