// tensor.pad: a new buffer of the padded size (dynamic sizes: source
// size + low + high), filled by a linalg.map running the pad's body (its
// indices read with linalg.index), the source copied into the subview at
// the low padding.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s -- 1 | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -- 1 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x7xf32>
//       CHECK:   linalg.map outs(%[[OUT]] : memref<?x7xf32>)
//       CHECK:     linalg.index 0 : index
//       CHECK:     linalg.yield
//       CHECK:   %[[V:.*]] = memref.subview %[[OUT]][%{{.*}}, 1] [%{{.*}}, 4] [1, 1] : memref<?x7xf32> to memref<?x4xf32, strided<[7, 1], offset: ?>>
//       CHECK:   memref.copy %{{.*}}, %[[V]]
//   CHECK-NOT:   tensor.
// VALUE: 1e+01
func.func @main(%l: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 9.0 : f32
  %t = tensor.splat %one[%c3] : tensor<?x4xf32>
  %p = tensor.pad %t low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %g = arith.addf %f, %nine : f32
    tensor.yield %g : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  %a = tensor.extract %p[%c0, %c0] : tensor<?x7xf32>
  %b = tensor.extract %p[%c3, %c2] : tensor<?x7xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
