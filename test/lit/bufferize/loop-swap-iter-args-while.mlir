// REQUIRES: mlir-opt
// The Jacobi sweep of loop-swap-iter-args.mlir written with scf.while:
// the first region forwards its two tensor arguments in order, the second
// reads %cur, writes the update into %nxt and hands the two back
// crosswise. The loop is trip-distinct (one_shot_origins.c: single-block
// regions, the condition forwarding each of its own tensors once), so
// the generic writes %nxt in place and the yield hands the buffers back
// changed places (one_shot_equiv.c, permuted_handbacks): no allocation
// and no copy per trip. The one copy is the constant's.
// Before: 34 allocations and 33 copies (both values handed back as
// copies at every trip). Upstream rejects the loop ("Yield operand #1 is
// not equivalent"); with allow-return-allocs-from-loops, 36 and 35.
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
//       CHECK:   scf.while ({{.*}}, %{{.*}} = %[[A]], %{{.*}} = %[[B]])
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:   } do {
//       CHECK:   ^bb0(%{{.*}}: index, %[[CUR:.*]]: memref<8xf32>, %[[NXT:.*]]: memref<8xf32>):
//       CHECK:     linalg.generic {{.*}} ins(%[[CUR]] : memref<8xf32>) outs(%[[NXT]] : memref<8xf32>)
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %{{.*}}, %[[NXT]], %[[CUR]]
// VALUE: 5.96875
// MLBUF: allocations: 2
// MLBUF: copies: 1
// MLBUF: memory errors: 0
// UPSTREAM: allocations: 36
// UPSTREAM: copies: 35
// UPSTREAM: memory errors: 0
// READ: scf.while
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 0.5 : f32
  %a = arith.constant dense<[0.0, 0.0, 0.0, 8.0, 8.0, 0.0, 0.0, 0.0]> : tensor<8xf32>
  %b = tensor.empty() : tensor<8xf32>
  %r:3 = scf.while (%it = %c0, %cur = %a, %nxt = %b) : (index, tensor<8xf32>, tensor<8xf32>) -> (index, tensor<8xf32>, tensor<8xf32>) {
    %go = arith.cmpi slt, %it, %c16 : index
    scf.condition(%go) %it, %cur, %nxt : index, tensor<8xf32>, tensor<8xf32>
  } do {
  ^bb0(%i2: index, %cur2: tensor<8xf32>, %nxt2: tensor<8xf32>):
    %new = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                           iterator_types = ["parallel"]}
        ins(%cur2 : tensor<8xf32>) outs(%nxt2 : tensor<8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %i = linalg.index 0 : index
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %lo = arith.maxsi %im, %c0 : index
      %hi = arith.minsi %ip, %c7 : index
      %p = tensor.extract %cur2[%lo] : tensor<8xf32>
      %q = tensor.extract %cur2[%hi] : tensor<8xf32>
      %s = arith.addf %p, %q : f32
      %m = arith.mulf %s, %half : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    %in = arith.addi %i2, %c1 : index
    scf.yield %in, %new, %cur2 : index, tensor<8xf32>, tensor<8xf32>
  }
  %v = tensor.extract %r#1[%c0] : tensor<8xf32>
  %w = tensor.extract %r#2[%c7] : tensor<8xf32>
  %x = tensor.extract %r#1[%c1] : tensor<8xf32>
  %s = arith.addf %v, %w : f32
  %y = arith.addf %s, %x : f32
  return %y : f32
}
