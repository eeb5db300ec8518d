// tensor.concat: a new buffer as large as the result (dynamic size along
// the concatenated dimension summed with arith.addi), each input copied
// into a subview at its running offset (static while every size before it
// is).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s -- 2 | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -- 2 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[SUM:.*]] = arith.addi
//       CHECK:   %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x3xf32>
//       CHECK:   %[[V0:.*]] = memref.subview %[[OUT]][0, 0] [2, 3] [1, 1] : memref<?x3xf32> to memref<2x3xf32, strided<[3, 1]>>
//       CHECK:   memref.copy %{{.*}}, %[[V0]]
//       CHECK:   %[[V1:.*]] = memref.subview %[[OUT]][2, 0] [%{{.*}}, 3] [1, 1] : memref<?x3xf32> to memref<?x3xf32, strided<[3, 1], offset: 6>>
//       CHECK:   memref.copy %{{.*}}, %[[V1]]
//       CHECK:   %[[OFF:.*]] = arith.addi
//       CHECK:   %[[V2:.*]] = memref.subview %[[OUT]][%[[OFF]], 0] [2, 3] [1, 1] : memref<?x3xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
// VALUE: 4
func.func @main(%n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = tensor.splat %one : tensor<2x3xf32>
  %b = tensor.splat %two[%n] : tensor<?x3xf32>
  %c = tensor.concat dim(0) %a, %b, %a : (tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  %x = tensor.extract %c[%c1, %c1] : tensor<?x3xf32>
  %i = arith.addi %n, %c3 : index
  %y = tensor.extract %c[%c3, %c1] : tensor<?x3xf32>
  %z = tensor.extract %c[%i, %c1] : tensor<?x3xf32>
  %xy = arith.addf %x, %y : f32
  %r = arith.addf %xy, %z : f32
  return %r : f32
}
