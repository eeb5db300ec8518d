// REQUIRES: mlir-opt
// When the two buffers of a cf loop do not take turns
// (analysis/one_shot_cf_turns.c): each trip keeps its own allocation.
// Each function runs 4 trips of the stencil of cf-loop-ping-pong.mlir
// (trip k doubles every element) unless said otherwise.
// - @own_init: the init is a fill nothing else uses: turns, 2 allocations
//   (the init's and the spare), 5 before.
// - @constant_init: a constant enters the loop; from the second trip on
//   the turns would write it (read-only memory): 4 allocations, one per
//   trip, as before.
// - @init_read_after: the init is read after the loop, where the turns
//   would have written the second trip's value over it: 5 allocations
//   (the init's and one per trip).
// - @one_trip: a loop known to run once (its bound a constant): the spare
//   would be an allocation more than the trip's own: 2 allocations (the
//   init's and the trip's).
// - @outer_cf_loop: the loop runs 3 times inside an outer cf loop, its
//   entry edge taking the same init each time: with turns, the second run
//   would start from the buffer the first run's trips wrote (the first
//   landing of this rewrite returned 336 here, not 48); 10 allocations.
// - @inside_scf_for: the same inside an scf.for, through
//   scf.execute_region; 10 allocations.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e own_init 2>&1 | FileCheck %s --check-prefix=OWN
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e constant_init 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e init_read_after 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e one_trip 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e outer_cf_loop 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e inside_scf_for 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: mlbuf-run %s -e outer_cf_loop | FileCheck %s --check-prefix=VNESTED
// RUN: mlbuf-run %s -e inside_scf_for | FileCheck %s --check-prefix=VNESTED
// RUN: mlbuf-run %s -e own_init | FileCheck %s --check-prefix=VOWN
// RUN: mlbuf-run %s -e constant_init | FileCheck %s --check-prefix=VCONST
// RUN: mlbuf-run %s -e init_read_after | FileCheck %s --check-prefix=VAFTER
// RUN: mlbuf-run %s -e one_trip | FileCheck %s --check-prefix=VONE

// CHECK-LABEL: func.func @own_init
//       CHECK:   ^bb1(%{{.*}}: index, %{{.*}}: memref<4xf32>, %{{.*}}: memref<4xf32>):
// CHECK-LABEL: func.func @constant_init
//       CHECK:   ^bb1(%{{.*}}: index, %{{.*}}: memref<4xf32>):
//       CHECK:   memref.alloc
// CHECK-LABEL: func.func @init_read_after
//       CHECK:   ^bb1(%{{.*}}: index, %{{.*}}: memref<4xf32>):
//       CHECK:   memref.alloc
// CHECK-LABEL: func.func @one_trip
//       CHECK:   ^bb1(%{{.*}}: index, %{{.*}}: memref<4xf32>):
//       CHECK:   memref.alloc
// OWN: {{^}}32{{$}}
// VOWN: {{^}}32{{$}}
// OWN: allocations: 2
// OWN: memory errors: 0
// CONST: {{^}}16{{$}}
// VCONST: {{^}}16{{$}}
// CONST: allocations: 4
// CONST: memory errors: 0
// AFTER: {{^}}34{{$}}
// VAFTER: {{^}}34{{$}}
// AFTER: allocations: 5
// AFTER: memory errors: 0
// ONE: {{^}}4{{$}}
// VONE: {{^}}4{{$}}
// ONE: allocations: 2
// ONE: memory errors: 0
// NESTED: {{^}}48{{$}}
// NESTED: allocations: 10
// NESTED: memory errors: 0
// VNESTED: {{^}}48{{$}}
func.func @own_init() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %lim = arith.constant 4 : index
  %k = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%k : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %init : index, tensor<4xf32>)
^head(%it: index, %cur: tensor<4xf32>):
  %go = arith.cmpi slt, %it, %lim : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%q: f32):
    %j = linalg.index 0 : index
    %x = tensor.extract %cur[%j] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %it1 = arith.addi %it, %c1 : index
  cf.br ^head(%it1, %new : index, tensor<4xf32>)
^exit:
  %a = tensor.extract %cur[%c0] : tensor<4xf32>
  return %a : f32
}
func.func @constant_init() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %lim = arith.constant 4 : index
  %k = arith.constant 2.0 : f32
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  cf.br ^head(%c0, %init : index, tensor<4xf32>)
^head(%it: index, %cur: tensor<4xf32>):
  %go = arith.cmpi slt, %it, %lim : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%q: f32):
    %j = linalg.index 0 : index
    %x = tensor.extract %cur[%j] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %it1 = arith.addi %it, %c1 : index
  cf.br ^head(%it1, %new : index, tensor<4xf32>)
^exit:
  %a = tensor.extract %cur[%c0] : tensor<4xf32>
  return %a : f32
}
func.func @init_read_after() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %lim = arith.constant 4 : index
  %k = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%k : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %init : index, tensor<4xf32>)
^head(%it: index, %cur: tensor<4xf32>):
  %go = arith.cmpi slt, %it, %lim : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%q: f32):
    %j = linalg.index 0 : index
    %x = tensor.extract %cur[%j] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %it1 = arith.addi %it, %c1 : index
  cf.br ^head(%it1, %new : index, tensor<4xf32>)
^exit:
  %a = tensor.extract %cur[%c0] : tensor<4xf32>
  %b = tensor.extract %init[%c3] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
func.func @one_trip() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %lim = arith.constant 1 : index
  %k = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%k : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %init : index, tensor<4xf32>)
^head(%it: index, %cur: tensor<4xf32>):
  %go = arith.cmpi slt, %it, %lim : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%q: f32):
    %j = linalg.index 0 : index
    %x = tensor.extract %cur[%j] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %it1 = arith.addi %it, %c1 : index
  cf.br ^head(%it1, %new : index, tensor<4xf32>)
^exit:
  %a = tensor.extract %cur[%c0] : tensor<4xf32>
  return %a : f32
}
func.func @outer_cf_loop() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%k : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^outer(%c0, %zero : index, f32)
^outer(%o: index, %acc: f32):
  %ogo = arith.cmpi slt, %o, %c3 : index
  cf.cond_br %ogo, ^entry, ^done
^entry:
  cf.br ^head(%c0, %init : index, tensor<4xf32>)
^head(%it: index, %cur: tensor<4xf32>):
  %go = arith.cmpi slt, %it, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%q: f32):
    %j = linalg.index 0 : index
    %x = tensor.extract %cur[%j] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %it1 = arith.addi %it, %c1 : index
  cf.br ^head(%it1, %new : index, tensor<4xf32>)
^exit:
  %a = tensor.extract %cur[%c0] : tensor<4xf32>
  %acc1 = arith.addf %acc, %a : f32
  %o1 = arith.addi %o, %c1 : index
  cf.br ^outer(%o1, %acc1 : index, f32)
^done:
  return %acc : f32
}
func.func @inside_scf_for() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%k : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %w = scf.for %o = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = scf.execute_region -> f32 {
      cf.br ^head(%c0, %init : index, tensor<4xf32>)
    ^head(%it: index, %cur: tensor<4xf32>):
      %go = arith.cmpi slt, %it, %c3 : index
      cf.cond_br %go, ^body, ^exit
    ^body:
      %e = tensor.empty() : tensor<4xf32>
      %new = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
      ^bb0(%q: f32):
        %j = linalg.index 0 : index
        %x = tensor.extract %cur[%j] : tensor<4xf32>
        %y = arith.addf %x, %x : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      %it1 = arith.addi %it, %c1 : index
      cf.br ^head(%it1, %new : index, tensor<4xf32>)
    ^exit:
      %a = tensor.extract %cur[%c0] : tensor<4xf32>
      scf.yield %a : f32
    }
    %acc1 = arith.addf %acc, %v : f32
    scf.yield %acc1 : f32
  }
  return %w : f32
}
