// memref.collapse_shape of a strided buffer whose group holds a unit dim:
// the collapsed stride is that of the group's dim of size other than 1
// (a column of a 2x4 buffer taken as 2x1 collapses to stride 4, as the
// result type says). The interpreter took the innermost dim's stride (1)
// and read the next element of the row instead of the next row: random
// program 7061128 (bench/bufferize_indep_random.py), where One-Shot
// Bufferize's output was right and its run wrong.
// RUN: mlbuf-run %s --check -e memrefs | FileCheck %s
// RUN: mlbuf-run %s --check -e tensors | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run - --check -e tensors | FileCheck %s
// CHECK: [4,  8]

func.func @memrefs() -> memref<2xi64> {
  %t = memref.alloc() : memref<2x4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64
  %c8 = arith.constant 8 : i64
  memref.store %c4, %t[%c0, %c3] : memref<2x4xi64>
  memref.store %c5, %t[%c1, %c0] : memref<2x4xi64>
  memref.store %c8, %t[%c1, %c3] : memref<2x4xi64>
  %sl = memref.subview %t[0, 3] [2, 1] [1, 1] : memref<2x4xi64> to memref<2x1xi64, strided<[4, 1], offset: 3>>
  %co = memref.collapse_shape %sl [[0, 1]] : memref<2x1xi64, strided<[4, 1], offset: 3>> into memref<2xi64, strided<[4], offset: 3>>
  %r = memref.alloc() : memref<2xi64>
  memref.copy %co, %r : memref<2xi64, strided<[4], offset: 3>> to memref<2xi64>
  memref.dealloc %t : memref<2x4xi64>
  return %r : memref<2xi64>
}

func.func @tensors() -> tensor<2xi64> {
  %t = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
  %d = tensor.cast %t : tensor<2x4xi64> to tensor<?x4xi64>
  %sl = tensor.extract_slice %d[0, 3] [2, 1] [1, 1] : tensor<?x4xi64> to tensor<2x1xi64>
  %co = tensor.collapse_shape %sl [[0, 1]] : tensor<2x1xi64> into tensor<2xi64>
  return %co : tensor<2xi64>
}
