// tensor.collapse_shape of a slice bufferizes to memref.collapse_shape of
// the subview itself when the static strides show each group contiguous
// (whole rows of a 4x4 buffer, a single row, a column of unit width),
// and on a copy in a new identity buffer when they do not (2 of 4
// columns: the rows are not contiguous), as mlir-opt 22 (the same output).
// mlbuf copied every collapse of a buffer with a layout: random program
// 6990010, one allocation and 64 bytes more than upstream.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e main -- 1 2>&1 | FileCheck %s --check-prefixes=VAL,STATS
// RUN: mlbuf-run --check %s -e main -- 1 | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<4x4xi64>
//       CHECK:   %[[S:.*]] = memref.subview %[[A]][%{{.*}}, 0] [2, 4] [1, 1]
//       CHECK:   memref.collapse_shape %[[S]] {{\[\[}}0, 1]] : memref<2x4xi64, strided<[4, 1], offset: ?>> into memref<8xi64, strided<[1], offset: ?>>
//       CHECK:   %[[S0:.*]] = memref.subview %[[A]][0, 0] [2, 4] [1, 1]
//       CHECK:   memref.collapse_shape %[[S0]] {{.*}} into memref<8xi64, strided<[1]>>
//       CHECK:   %[[S1:.*]] = memref.subview %[[A]][0, 0] [2, 2] [1, 1]
//       CHECK:   %[[C:.*]] = memref.alloc() {{.*}} : memref<2x2xi64>
//       CHECK:   memref.copy %[[S1]], %[[C]]
//       CHECK:   memref.collapse_shape %[[C]] {{.*}} into memref<4xi64>
//       CHECK:   %[[S2:.*]] = memref.subview %[[A]][0, 0] [1, 4] [1, 1]
//       CHECK:   memref.collapse_shape %[[S2]] {{.*}} into memref<4xi64, strided<[1]>>
//       CHECK:   %[[S3:.*]] = memref.subview %[[A]][0, 1] [4, 1] [1, 1]
//       CHECK:   memref.collapse_shape %[[S3]] {{.*}} into memref<4xi64, strided<[4], offset: 1>>
// %g[a][b] = a + b; with %i = 1: 2 + 1 + 1 + 1 + 2.
// VAL: {{^}}7{{$}}
// STATS: allocations: 2
// STATS: copies: 1
func.func @main(%i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = tensor.generate {
  ^bb0(%a: index, %b: index):
    %m = arith.muli %a, %c1 : index
    %x = arith.addi %m, %b : index
    %y = arith.index_cast %x : index to i64
    tensor.yield %y : i64
  } : tensor<4x4xi64>
  %s = tensor.extract_slice %g[%i, 0] [2, 4] [1, 1] : tensor<4x4xi64> to tensor<2x4xi64>
  %cs = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
  %s0 = tensor.extract_slice %g[0, 0] [2, 4] [1, 1] : tensor<4x4xi64> to tensor<2x4xi64>
  %cs0 = tensor.collapse_shape %s0 [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
  %s1 = tensor.extract_slice %g[0, 0] [2, 2] [1, 1] : tensor<4x4xi64> to tensor<2x2xi64>
  %cs1 = tensor.collapse_shape %s1 [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %s2 = tensor.extract_slice %g[0, 0] [1, 4] [1, 1] : tensor<4x4xi64> to tensor<1x4xi64>
  %cs2 = tensor.collapse_shape %s2 [[0, 1]] : tensor<1x4xi64> into tensor<4xi64>
  %s3 = tensor.extract_slice %g[0, 1] [4, 1] [1, 1] : tensor<4x4xi64> to tensor<4x1xi64>
  %cs3 = tensor.collapse_shape %s3 [[0, 1]] : tensor<4x1xi64> into tensor<4xi64>
  %a = tensor.extract %cs[%c1] : tensor<8xi64>
  %b = tensor.extract %cs0[%c1] : tensor<8xi64>
  %c = tensor.extract %cs1[%c1] : tensor<4xi64>
  %d = tensor.extract %cs2[%c1] : tensor<4xi64>
  %f = tensor.extract %cs3[%c1] : tensor<4xi64>
  %r = arith.addi %a, %b : i64
  %r2 = arith.addi %r, %c : i64
  %r3 = arith.addi %r2, %d : i64
  %r4 = arith.addi %r3, %f : i64
  return %r4 : i64
}
