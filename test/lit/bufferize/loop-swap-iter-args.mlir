// REQUIRES: mlir-opt
// Double buffering written with two iteration arguments: each trip reads
// %cur, writes the update into %nxt and hands the two on crosswise. Within
// a trip the arguments are distinct buffers (one_shot_origins.c,
// trip-distinct loops), so the linalg.generic writes %nxt in place although
// it reads %cur, and the yield hands back the two buffers changed places
// (one_shot_equiv.c, permuted_yields): no allocation and no copy per trip.
// The one copy is the constant's: from the second trip on the loop writes
// the buffer %a entered in.
// Before: 50 allocations and 33 copies (two copies handed back every trip
// and a copy of %nxt for the write). Upstream rejects the loop ("Yield
// operand #0 is not equivalent"); with allow-return-allocs-from-loops, 39
// allocations and 33 copies.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,MLBUF
// RUN: %mlir_opt %s --one-shot-bufferize=allow-return-allocs-from-loops --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,UPSTREAM
// The output is valid upstream IR.
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | %mlir_opt --verify-each | FileCheck %s --check-prefix=READ

// CHECK-LABEL: func.func @main
//       CHECK:   %[[B:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK:   memref.copy %{{.*}}, %[[A]]
//       CHECK:   scf.for {{.*}} iter_args(%[[CUR:.*]] = %[[A]], %[[NXT:.*]] = %[[B]])
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     linalg.generic {{.*}} ins(%[[CUR]] : memref<8xf32>) outs(%[[NXT]] : memref<8xf32>)
//       CHECK:       memref.load %[[CUR]]
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[NXT]], %[[CUR]]
// VALUE: 5.96875
// MLBUF: allocations: 2
// MLBUF: copies: 1
// MLBUF: memory errors: 0
// UPSTREAM: allocations: 39
// UPSTREAM: copies: 33
// UPSTREAM: memory errors: 0
// READ: scf.for
// Jacobi: 16 sweeps over 8 points, each point the mean of its neighbours
// (the ends clamp); result 0 holds the last sweep, result 1 the one before.
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 0.5 : f32
  %a = arith.constant dense<[0.0, 0.0, 0.0, 8.0, 8.0, 0.0, 0.0, 0.0]> : tensor<8xf32>
  %b = tensor.empty() : tensor<8xf32>
  %r:2 = scf.for %it = %c0 to %c16 step %c1 iter_args(%cur = %a, %nxt = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %new = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                           iterator_types = ["parallel"]}
        ins(%cur : tensor<8xf32>) outs(%nxt : tensor<8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %i = linalg.index 0 : index
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %lo = arith.maxsi %im, %c0 : index
      %hi = arith.minsi %ip, %c7 : index
      %p = tensor.extract %cur[%lo] : tensor<8xf32>
      %q = tensor.extract %cur[%hi] : tensor<8xf32>
      %s = arith.addf %p, %q : f32
      %m = arith.mulf %s, %half : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    scf.yield %new, %cur : tensor<8xf32>, tensor<8xf32>
  }
  %v = tensor.extract %r#0[%c0] : tensor<8xf32>
  %w = tensor.extract %r#1[%c7] : tensor<8xf32>
  %x = tensor.extract %r#0[%c1] : tensor<8xf32>
  %s = arith.addf %v, %w : f32
  %y = arith.addf %s, %x : f32
  return %y : f32
}
