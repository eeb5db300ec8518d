// tensor.expand_shape of a buffer with a strided layout (a function
// argument, a slice) is the strided view its groups give, as upstream's
// computeExpandedType: no copy (random program 3302185 copied a function
// argument into a new buffer each trip of a loop for an expansion whose
// result only a loop read). A collapse of such a buffer still works on a
// copy: its dims may not be contiguous.
//
// @expand_arg_in_loop: the expansion of argument %a, read in a loop.
// @expand_written: the expansion is written in place, which writes %a's
// buffer -- the caller reads %a's new value through the call's result.
// @expand_slice: the expansion of a strided slice (stride 2 of an
// argument's buffer).
// @expand_returned: the expansion is returned (the function's result is
// a buffer of fully dynamic layout then, or a copy).
// @collapse_arg, adversarial: a collapse of an argument keeps its copy.
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// The IR is checked with upstream's decisions (choice-runs=0): by default
// @expand_written keeps its argument read-only and copies it (its
// in-place result, the argument, would be cloned at the return).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries choice-runs=0" | FileCheck %s
// VALUE: {{^}}306164009080216{{$}}
// The build that copied every expansion of a layout: 11 allocations, 8
// copies, 304 bytes; before return clones were weighed (one_shot_choose.c,
// return_clones), 7 allocations and 176 bytes.
// STATS: allocations: 6
// STATS: copies: 2
// STATS: bytes copied: 128
// STATS: memory errors: 0

// CHECK-LABEL: func.func @expand_arg_in_loop
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.expand_shape {{.*}} : memref<4xi64, strided<[?], offset: ?>> into memref<2x2xi64, strided<[?, ?], offset: ?>>
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @expand_arg_in_loop(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %k0) -> (i64) {
    %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
    %j = arith.remui %i, %c1 : index
    %x = tensor.extract %e[%c1, %j] : tensor<2x2xi64>
    %s2 = arith.addi %s, %x : i64
    scf.yield %s2 : i64
  }
  return %r : i64
}

// CHECK-LABEL: func.func @expand_written
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.expand_shape
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @expand_written(%a: tensor<6xi64>) -> (tensor<2x3xi64>, i64) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k40 = arith.constant 40 : i64
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xi64> into tensor<2x3xi64>
  %w = tensor.insert %k40 into %e[%c1, %c2] : tensor<2x3xi64>
  %x = tensor.extract %w[%c1, %c1] : tensor<2x3xi64>
  return %w, %x : tensor<2x3xi64>, i64
}

// CHECK-LABEL: func.func @expand_slice
//       CHECK:   memref.subview
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.expand_shape {{.*}} into memref<2x2xi64, strided<[?, ?], offset: ?>>
func.func @expand_slice(%t: tensor<8xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[1] [4] [2] : tensor<8xi64> to tensor<4xi64>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  %x = tensor.extract %e[%c1, %c0] : tensor<2x2xi64>
  %y = tensor.extract %e[%c1, %c1] : tensor<2x2xi64>
  %k100 = arith.constant 100 : i64
  %x100 = arith.muli %x, %k100 : i64
  %r = arith.addi %x100, %y : i64
  return %r : i64
}

func.func @expand_returned(%a: tensor<4xi64>) -> tensor<4x1xi64> {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
  return %e : tensor<4x1xi64>
}

// CHECK-LABEL: func.func @collapse_arg
//       CHECK:   memref.copy
//       CHECK:   memref.collapse_shape
func.func @collapse_arg(%a: tensor<2x3xi64>) -> i64 {
  %c4 = arith.constant 4 : index
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
  %x = tensor.extract %f[%c4] : tensor<6xi64>
  return %x : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k100 = arith.constant 100 : i64
  %g4 = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k100 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %g8 = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<8xi64>
  %g6 = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    tensor.yield %w : i64
  } : tensor<6xi64>
  %a = call @expand_arg_in_loop(%g4) : (tensor<4xi64>) -> i64
  %w:2 = call @expand_written(%g6) : (tensor<6xi64>) -> (tensor<2x3xi64>, i64)
  %w12 = tensor.extract %w#0[%c1, %c2] : tensor<2x3xi64>
  %g6x = tensor.extract %g6[%c2] : tensor<6xi64>
  %b = call @expand_slice(%g8) : (tensor<8xi64>) -> i64
  %e = call @expand_returned(%g4) : (tensor<4xi64>) -> tensor<4x1xi64>
  %e2 = tensor.extract %e[%c2, %c0] : tensor<4x1xi64>
  %m = tensor.expand_shape %g6 [[0, 1]] output_shape [2, 3] : tensor<6xi64> into tensor<2x3xi64>
  %c = call @collapse_arg(%m) : (tensor<2x3xi64>) -> i64
  %r1 = arith.muli %a, %k100 : i64
  %r2 = arith.addi %r1, %w#1 : i64
  %r3 = arith.muli %r2, %k100 : i64
  %r4 = arith.addi %r3, %w12 : i64
  %r5 = arith.muli %r4, %k100 : i64
  %r6 = arith.addi %r5, %g6x : i64
  %r7 = arith.muli %r6, %k100 : i64
  %r8 = arith.addi %r7, %b : i64
  %r9 = arith.muli %r8, %k100 : i64
  %r10 = arith.addi %r9, %e2 : i64
  %r11 = arith.muli %r10, %k100 : i64
  %r = arith.addi %r11, %c : i64
  return %r : i64
}
