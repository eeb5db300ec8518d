// REQUIRES: mlir-opt
// Arguments that change places with inits of different layouts: %a enters
// as a subview (static offset), %b as a new buffer (identity layout). The
// position handed %nxt's buffer takes the fully dynamic layout (its init
// has a layout); so does the position handed %cur's buffer, which has it
// (session 33: an identity-layout init no longer keeps its type when the
// yield hands back a buffer with a layout), so both buffers go round with
// casts before the loop and no copy. Before: 17 allocations and 15
// copies; until session 33, 7 and 5 (a copy each trip).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | %mlir_opt --verify-each | FileCheck %s --check-prefix=READ
// CHECK-LABEL: func.func @main
//       CHECK:   %[[S:.*]] = memref.subview
//       CHECK:   %[[SC:.*]] = memref.cast %[[S]] : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[?], offset: ?>>
//       CHECK:   %[[BC:.*]] = memref.cast %{{.*}} : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
//       CHECK:   scf.for {{.*}} iter_args(%[[CUR:.*]] = %[[SC]], %[[NXT:.*]] = %[[BC]]) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[NXT]], %[[CUR]]
// VALUE: 29
// STATS: allocations: 2
// STATS: copies: 0
// STATS: memory errors: 0
// READ: scf.for
#id = affine_map<(i) -> (i)>
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %big = linalg.fill ins(%one : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %a = tensor.extract_slice %big[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%cur = %a, %nxt = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    %new = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%cur : tensor<4xf32>) outs(%nxt : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %new, %cur : tensor<4xf32>, tensor<4xf32>
  }
  %u = tensor.extract %r#0[%c0] : tensor<4xf32>
  %v = tensor.extract %r#1[%c1] : tensor<4xf32>
  %s = arith.addf %u, %v : f32
  return %s : f32
}
