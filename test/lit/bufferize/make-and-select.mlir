// tensor.splat and tensor.generate become a new buffer filled by a
// linalg.map (generate's body, its indices read with linalg.index),
// tensor.from_elements stores each element; arith.select on tensors
// selects between the two buffers. Output as upstream's (but for the dead
// casts upstream leaves); values as the tensor program's.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s -- true 3 | FileCheck %s --check-prefix=TRUE
// RUN: mlbuf-run %s -- false 3 | FileCheck %s --check-prefix=FALSE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -- true 3 | FileCheck %s --check-prefix=TRUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -- false 3 | FileCheck %s --check-prefix=FALSE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[S:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
//       CHECK:   linalg.map outs(%[[S]] : memref<?xi64>)
//       CHECK:     linalg.yield %{{.*}} : i64
//       CHECK:   %[[F:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
//       CHECK:   memref.store %{{.*}}, %[[F]][%{{.*}}] : memref<3xi64>
//       CHECK:   %[[G:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
//       CHECK:   linalg.map outs(%[[G]] : memref<?xi64>)
//       CHECK:     linalg.index 0 : index
//       CHECK:   arith.select %{{.*}}, %[[S]], %[[G]] : memref<?xi64>
// TRUE: 9
// FALSE: 7
func.func @main(%c: i1, %n: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %four = arith.constant 4 : i64
  %t = tensor.splat %four[%n] : tensor<?xi64>
  %f = tensor.from_elements %four, %four, %four : tensor<3xi64>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %x = arith.index_cast %i : index to i64
    tensor.yield %x : i64
  } : tensor<?xi64>
  %s = arith.select %c, %t, %g : tensor<?xi64>
  %a = tensor.extract %s[%c2] : tensor<?xi64>
  %b = tensor.extract %f[%c1] : tensor<3xi64>
  %g1 = tensor.extract %g[%c1] : tensor<?xi64>
  %ab = arith.addi %a, %b : i64
  %r = arith.addi %ab, %g1 : i64
  return %r : i64
}
