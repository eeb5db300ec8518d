// memref.expand_shape / collapse_shape canonicalization: a reshape undoing
// the inverse reshape that made its operand folds to the original memref
// (also with strided layouts); two collapses or two expansions in a row on
// identity layouts become one; collapse(expand(x)) becomes one collapse or
// one expansion (output sizes multiplied as needed); a collapse looks
// through a memref.cast that only loses static information.
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 50

func.func @inverse(%m: memref<?xi64>, %n: index, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [1, %n] : memref<?xi64> into memref<1x?xi64>
  %c = memref.collapse_shape %e [[0, 1]] : memref<1x?xi64> into memref<?xi64>
  %x = memref.load %c[%c0] : memref<?xi64>
  %s = memref.subview %m[%i] [4] [1] : memref<?xi64> to memref<4xi64, strided<[1], offset: ?>>
  %e2 = memref.expand_shape %s [[0, 1]] output_shape [1, 4] : memref<4xi64, strided<[1], offset: ?>> into memref<1x4xi64, strided<[4, 1], offset: ?>>
  %c2 = memref.collapse_shape %e2 [[0, 1]] : memref<1x4xi64, strided<[4, 1], offset: ?>> into memref<4xi64, strided<[1], offset: ?>>
  %y = memref.load %c2[%c0] : memref<4xi64, strided<[1], offset: ?>>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

func.func @chains(%m: memref<2x3x4xi64>, %v: memref<24xi64>) -> (memref<24xi64>, memref<2x3x2x2xi64>) {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xi64> into memref<6x4xi64>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xi64> into memref<24xi64>
  %c = memref.expand_shape %v [[0, 1]] output_shape [6, 4] : memref<24xi64> into memref<6x4xi64>
  %d = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xi64> into memref<2x3x2x2xi64>
  return %b, %d : memref<24xi64>, memref<2x3x2x2xi64>
}

func.func @collapse_of_expand(%m: memref<?x4xi64>, %n: index, %k: index) -> (memref<?xi64>, memref<?x?x4xi64>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xi64> into memref<?x2x4xi64>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<?x2x4xi64> into memref<?xi64>
  %f = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%n, 3, %k, 4] : memref<?x4xi64> into memref<?x3x?x4xi64>
  %g = memref.collapse_shape %f [[0], [1, 2], [3]] : memref<?x3x?x4xi64> into memref<?x?x4xi64>
  return %c, %g : memref<?xi64>, memref<?x?x4xi64>
}

func.func @of_cast(%m: memref<2x4xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %a = memref.cast %m : memref<2x4xi64> to memref<?x4xi64>
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x4xi64> into memref<?xi64>
  %x = memref.load %c[%c1] : memref<?xi64>
  return %x : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc(%c8) : memref<?xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %t = arith.muli %ii, %ii : i64
    memref.store %t, %m[%i] : memref<?xi64>
  }
  %x = call @inverse(%m, %c8, %c4) : (memref<?xi64>, index, index) -> i64
  %w = memref.alloc() : memref<2x4xi64>
  %c7 = arith.constant 7 : i64
  memref.store %c7, %w[%c0, %c1] : memref<2x4xi64>
  %y = call @of_cast(%w) : (memref<2x4xi64>) -> i64
  %r0 = arith.addi %x, %y : i64
  %c27 = arith.constant 27 : i64
  %r = arith.addi %r0, %c27 : i64
  memref.dealloc %m : memref<?xi64>
  memref.dealloc %w : memref<2x4xi64>
  return %r : i64
}

// CHECK-LABEL: func.func @inverse(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<?xi64>
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2] [4] [1] : memref<?xi64> to memref<4xi64, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %subview[%c0] : memref<4xi64, strided<[1], offset: ?>>
// CHECK-NEXT: %2 = arith.addi %0, %1 : i64
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chains(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} : memref<2x3x4xi64> into memref<24xi64>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1, 2, 3{{\]\]}} output_shape [2, 3, 2, 2] : memref<24xi64> into memref<2x3x2x2xi64>
// CHECK-NEXT: return %collapse_shape, %expand_shape : memref<24xi64>, memref<2x3x2x2xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<?x4xi64> into memref<?xi64>
// CHECK-NEXT: %0 = arith.muli %arg2, %c3 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} output_shape [%arg1, %0, 4] : memref<?x4xi64> into memref<?x?x4xi64>
// CHECK-NEXT: return %collapse_shape, %expand_shape : memref<?xi64>, memref<?x?x4xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<2x4xi64> into memref<8xi64>
// CHECK-NEXT: %0 = memref.load %collapse_shape[%c1] : memref<8xi64>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c27_i64 = arith.constant 27 : i64
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi64>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<8xi64> to memref<?xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %4 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %5 = arith.muli %4, %4 : i64
// CHECK-NEXT: memref.store %5, %alloc[%arg0] : memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = call @inverse(%cast, %c8, %c4) : (memref<?xi64>, index, index) -> i64
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x4xi64>
// CHECK-NEXT: memref.store %c7_i64, %alloc_0[%c0, %c1] : memref<2x4xi64>
// CHECK-NEXT: %1 = call @of_cast(%alloc_0) : (memref<2x4xi64>) -> i64
// CHECK-NEXT: %2 = arith.addi %0, %1 : i64
// CHECK-NEXT: %3 = arith.addi %2, %c27_i64 : i64
// CHECK-NEXT: memref.dealloc %alloc : memref<8xi64>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2x4xi64>
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
