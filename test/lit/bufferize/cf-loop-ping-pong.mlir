// REQUIRES: mlir-opt
// A Jacobi sweep written with branches: the header carries the sweep's
// tensor, each trip reads it and writes the update into tensor.empty, the
// back edge hands the update over. Bufferized, each trip allocated a new
// buffer (16 allocations for 16 trips, plus the init's). Now the header
// takes one more argument, the spare, allocated once before the loop:
// each trip writes into it and hands over the buffer it read as the next
// spare (src/transforms/one_shot_cf_turns.c). The init is a fill nothing
// else uses, so its buffer is the loop's to reuse. mlir-opt 22 keeps the
// header's argument a tensor, allocates in every trip, and its
// deallocation pipeline refuses the loop ("Only structured control-flow
// loops are supported").
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: not %mlir_opt %s --one-shot-bufferize --buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// The output is valid upstream IR.
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | %mlir_opt --verify-each | FileCheck %s --check-prefix=READ

// CHECK-LABEL: func.func @main
//       CHECK:   %[[INIT:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK:   linalg.fill {{.*}} outs(%[[INIT]] : memref<8xf32>)
//       CHECK:   %[[SPARE:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[INIT]], %[[SPARE]] : index, memref<8xf32>, memref<8xf32>)
//       CHECK: ^bb1(%{{.*}}: index, %[[CUR:.*]]: memref<8xf32>, %[[NXT:.*]]: memref<8xf32>):
//       CHECK: ^bb2:
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.generic {{.*}} ins(%[[CUR]] : memref<8xf32>) outs(%[[NXT]] : memref<8xf32>)
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[NXT]], %[[CUR]] : index, memref<8xf32>, memref<8xf32>)
// VALUE: 3.0370483
// STATS: allocations: 2
// STATS: copies: 0
// STATS: memory errors: 0
// UPSTREAM: Only structured control-flow loops are supported
// READ: cf.br
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 0.5 : f32
  %eight = arith.constant 8.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%half : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %a = tensor.insert %eight into %z[%c7] : tensor<8xf32>
  cf.br ^head(%c0, %a : index, tensor<8xf32>)
^head(%it: index, %cur: tensor<8xf32>):
  %go = arith.cmpi slt, %it, %c16 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<8xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                         iterator_types = ["parallel"]}
      ins(%cur : tensor<8xf32>) outs(%e : tensor<8xf32>) {
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
  %it1 = arith.addi %it, %c1 : index
  cf.br ^head(%it1, %new : index, tensor<8xf32>)
^exit:
  %v = tensor.extract %cur[%c7] : tensor<8xf32>
  %w = tensor.extract %cur[%c1] : tensor<8xf32>
  %y = arith.addf %v, %w : f32
  return %y : f32
}
