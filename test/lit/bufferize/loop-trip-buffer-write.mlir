// The loop's init, result and yielded value may share a buffer, so the
// analysis' alias sets join the iteration argument with the tensor each
// trip writes its new value into. Within one trip they are different
// buffers (the argument's existed before the trip; the new one is
// allocated in it): the linalg.generic writing the new tensor while its
// body reads the argument is no conflict, and the init (an argument of
// the function) needs no copy. The spare takes turns with the argument's
// buffer.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @smooth(
//  CHECK-SAME:     %[[T0:.*]]: memref<4xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   %[[SPARE:.*]] = memref.alloc()
//       CHECK:   scf.for {{.*}} iter_args(%[[T:.*]] = %[[T0]], %[[S:.*]] = %[[SPARE]])
//       CHECK:     linalg.generic {{.*}} outs(%[[S]] : memref<4xf32>)
//       CHECK:       memref.load %[[T]]
//       CHECK:     scf.yield %[[S]], %[[T]]
// VALUE: 21
func.func @smooth(%t0: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
    ^bb0(%o: f32):
      %k = linalg.index 0 : index
      %k1 = arith.addi %k, %c1 : index
      %c4 = arith.constant 4 : index
      %kk = arith.remui %k1, %c4 : index
      %a = tensor.extract %t[%k] : tensor<4xf32>
      %b = tensor.extract %t[%kk] : tensor<4xf32>
      %s = arith.addf %a, %b : f32
      %m = arith.mulf %s, %half : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %init = arith.constant dense<[8.0, 0.0, 0.0, 0.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.copy ins(%init : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = call @smooth(%t, %c2) : (tensor<4xf32>, index) -> tensor<4xf32>
  %b = call @smooth(%t, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %z = call @smooth(%t, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %y = tensor.extract %b[%c3] : tensor<4xf32>
  %w = tensor.extract %z[%c0] : tensor<4xf32>
  %q = tensor.extract %t[%c0] : tensor<4xf32>
  %s1 = arith.addf %x, %y : f32
  %s2 = arith.addf %s1, %w : f32
  %s3 = arith.addf %s2, %q : f32
  return %s3 : f32
}
