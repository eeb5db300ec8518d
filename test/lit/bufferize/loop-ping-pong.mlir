// REQUIRES: mlir-opt
// A Jacobi sweep (each trip reads the previous values and writes the
// update into a new tensor): the update's buffer and the iteration
// argument's take turns, both allocated before the loop. Two buffers for
// 16 trips; upstream, which needs allow-return-allocs-from-loops for this
// loop, allocates one per trip. The linalg.generic writes its new tensor
// in place although its body reads the iteration argument: within a trip
// the two are different buffers.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,MLBUF
// RUN: %mlir_opt %s --one-shot-bufferize=allow-return-allocs-from-loops --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,UPSTREAM
// The output is valid upstream IR.
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | %mlir_opt --verify-each | FileCheck %s --check-prefix=READ

// CHECK-LABEL: func.func @main
//       CHECK:   memref.copy
//       CHECK:   %[[SPARE:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK:   scf.for {{.*}} iter_args(%[[T:.*]] = %{{.*}}, %[[S:.*]] = %[[SPARE]])
//   CHECK-NOT:     memref.alloc
//       CHECK:     linalg.generic {{.*}} outs(%[[S]] : memref<8xf32>)
//       CHECK:       memref.load %[[T]]
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[S]], %[[T]]
// VALUE: 5.96875
// MLBUF: allocations: 2
// MLBUF: copies: 1
// MLBUF: memory errors: 0
// UPSTREAM: allocations: 22
// UPSTREAM: memory errors: 0
// READ: scf.for
// Jacobi: 16 sweeps over 8 points, each point the mean of its neighbours
// (the ends clamp).
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 0.5 : f32
  %init = arith.constant dense<[0.0, 0.0, 0.0, 8.0, 8.0, 0.0, 0.0, 0.0]> : tensor<8xf32>
  %r = scf.for %it = %c0 to %c16 step %c1 iter_args(%t = %init) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>],
                         iterator_types = ["parallel"]}
        outs(%e : tensor<8xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %lo = arith.maxsi %im, %c0 : index
      %hi = arith.minsi %ip, %c7 : index
      %a = tensor.extract %t[%lo] : tensor<8xf32>
      %b = tensor.extract %t[%hi] : tensor<8xf32>
      %s = arith.addf %a, %b : f32
      %m = arith.mulf %s, %half : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<8xf32>
  %w = tensor.extract %r[%c7] : tensor<8xf32>
  %x = tensor.extract %r[%c1] : tensor<8xf32>
  %s = arith.addf %v, %w : f32
  %y = arith.addf %s, %x : f32
  return %y : f32
}
