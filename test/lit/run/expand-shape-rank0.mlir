// memref.expand_shape of a rank-0 buffer (empty reassociation): every
// result dim is a unit dim. The interpreter once left them at size 0, so
// the bufferized form of a tensor program expanding a scalar tensor
// failed `--check` with "out of bounds" where the tensor program ran.
// RUN: mlbuf-run %s --check -e memrefs | FileCheck %s --check-prefix=MEMREF
// RUN: mlbuf-run %s --check -e tensors | FileCheck %s --check-prefix=TENSOR
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run - --check -e tensors | FileCheck %s --check-prefix=TENSOR

// MEMREF: 7
func.func @memrefs() -> i64 {
  %a = memref.alloc() : memref<i64>
  %i3 = arith.constant 3 : i64
  memref.store %i3, %a[] : memref<i64>
  %e = memref.expand_shape %a [] output_shape [1] : memref<i64> into memref<1xi64>
  %c0 = arith.constant 0 : index
  %z = memref.load %e[%c0] : memref<1xi64>
  %e2 = memref.expand_shape %a [] output_shape [1, 1] : memref<i64> into memref<1x1xi64>
  %w = memref.load %e2[%c0, %c0] : memref<1x1xi64>
  %d = memref.dim %e, %c0 : memref<1xi64>
  %di = arith.index_cast %d : index to i64
  %s = arith.addi %z, %w : i64
  %s2 = arith.addi %s, %di : i64
  memref.dealloc %a : memref<i64>
  return %s2 : i64
}

// TENSOR: 6
func.func @tensors() -> i64 {
  %t = arith.constant dense<3> : tensor<i64>
  %e = tensor.expand_shape %t [] output_shape [1] : tensor<i64> into tensor<1xi64>
  %c0 = arith.constant 0 : index
  %z = tensor.extract %e[%c0] : tensor<1xi64>
  %c = tensor.collapse_shape %e [] : tensor<1xi64> into tensor<i64>
  %w = tensor.extract %c[] : tensor<i64>
  %s = arith.addi %z, %w : i64
  return %s : i64
}
