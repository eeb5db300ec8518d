// Loops carrying several tensors that are not (only) double buffering, or
// whose buffers must not simply change places: each keeps the copies its
// reads need. Every function runs under the checked heap with the tensor
// program's value. All six together: 27 allocations and 15 copies (37 and
// 25 while a copy made in the trip was copied again to be yielded), before
// the arguments could change places 103 and 91.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: 1.014e+04
// STATS: allocations: 27
// STATS: copies: 15
// STATS: memory errors: 0

// %nxt is read after the trip wrote it: the write goes into a copy each
// trip, which is handed on as it is; %cur still changes places with no
// copy.
// CHECK-LABEL: func.func @read_after_write
//       CHECK:   scf.for {{.*}} iter_args(%[[CUR:[^ ]*]] = %{{[^,]*}}, %[[NXT:[^ ]*]] = %{{[^,]*}}, %{{.*}})
//       CHECK:     %[[W:.*]] = memref.alloc()
//       CHECK:     memref.copy %[[NXT]], %[[W]]
//       CHECK:     linalg.generic {{.*}} outs(%[[W]] : memref<4xf32>)
//       CHECK:     memref.load %[[NXT]]
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[W]], %[[CUR]], %{{.*}}

// Position 0 yields the new tensor in %nxt's buffer; position 1 yields an
// insert into it, which needs a buffer of its own (handed on, not copied
// again).
// CHECK-LABEL: func.func @new_twice
//       CHECK:   scf.for {{.*}} iter_args(%{{[^ ]*}} = %{{[^,]*}}, %[[NXT:[^ ]*]] = %{{[^)]*}})
//       CHECK:     linalg.generic {{.*}} outs(%[[NXT]] : memref<4xf32>)
//       CHECK:     %[[I:.*]] = memref.alloc()
//       CHECK:     memref.copy %[[NXT]], %[[I]]
//       CHECK:     memref.store {{.*}}, %[[I]]
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[NXT]], %[[I]]

// Three buffers rotate: a permutation of the arguments, no copy in the
// loop.
// CHECK-LABEL: func.func @three_cycle
//       CHECK:   scf.for {{.*}} iter_args(%[[X:[^ ]*]] = %{{[^,]*}}, %[[Y:[^ ]*]] = %{{[^,]*}}, %[[Z:[^ ]*]] = %{{[^)]*}})
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[Z]], %[[X]], %[[Y]]

// The inits are read after the loop: both enter as copies.
// CHECK-LABEL: func.func @inits_read_after
//       CHECK:   memref.copy
//       CHECK:   memref.copy
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//       CHECK:     scf.yield

// One tensor enters both positions: the arguments get buffers of their own.
// CHECK-LABEL: func.func @same_init
//       CHECK:   %[[F:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[F]], %[[A:.*]] :
//       CHECK:   memref.copy %[[F]], %[[B:.*]] :
//       CHECK:   scf.for {{.*}} iter_args(%{{[^ ]*}} = %[[A]], %{{[^ ]*}} = %[[B]])

// %b is read inside the loop by its own name: the second init enters as a
// copy, which the trips may overwrite.
// CHECK-LABEL: func.func @init_named_inside
//       CHECK:   memref.copy %[[B:[^,]*]], %[[BC:[^ ]*]] :
//       CHECK:   scf.for {{.*}} iter_args(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[BC]])
//       CHECK:     linalg.generic {{.*}} ins(%{{[^,]*}}, %[[B]] :

#id = affine_map<(i) -> (i)>

// The next tensor is read again after the trip wrote it: in place that read
// would see the new values.
func.func @read_after_write() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r:3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%cur = %a, %nxt = %b, %acc = %one) -> (tensor<4xf32>, tensor<4xf32>, f32) {
    %new = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%cur : tensor<4xf32>) outs(%nxt : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %old = tensor.extract %nxt[%c1] : tensor<4xf32>
    %acc2 = arith.addf %acc, %old : f32
    scf.yield %new, %cur, %acc2 : tensor<4xf32>, tensor<4xf32>, f32
  }
  %u = tensor.extract %r#0[%c0] : tensor<4xf32>
  %v = tensor.extract %r#1[%c1] : tensor<4xf32>
  %s = arith.addf %u, %v : f32
  %t = arith.addf %s, %r#2 : f32
  return %t : f32
}

// Both positions yield the new tensor: one of them needs a buffer of its
// own.
func.func @new_twice() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%cur = %a, %nxt = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    %new = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%cur : tensor<4xf32>) outs(%nxt : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %c3 = arith.constant 3 : index
    %w = tensor.insert %one into %new[%c3] : tensor<4xf32>
    scf.yield %new, %w : tensor<4xf32>, tensor<4xf32>
  }
  %u = tensor.extract %r#0[%c0] : tensor<4xf32>
  %v = tensor.extract %r#1[%c1] : tensor<4xf32>
  %c3 = arith.constant 3 : index
  %x = tensor.extract %r#0[%c3] : tensor<4xf32>
  %s = arith.addf %u, %v : f32
  %t = arith.addf %s, %x : f32
  return %t : f32
}

// Three tensors rotate: the new value goes into the third, the first moves
// to the second place, the second to the third.
func.func @three_cycle() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %c = linalg.fill ins(%three : f32) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  %r:3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%x = %a, %y = %b, %z = %c) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%z : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.addf %p, %q : f32
      %h = arith.mulf %s, %o : f32
      linalg.yield %h : f32
    } -> tensor<4xf32>
    scf.yield %new, %x, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  %u = tensor.extract %r#0[%c0] : tensor<4xf32>
  %v = tensor.extract %r#1[%c1] : tensor<4xf32>
  %w = tensor.extract %r#2[%c1] : tensor<4xf32>
  %s = arith.addf %u, %v : f32
  %t = arith.addf %s, %w : f32
  return %t : f32
}

// The inits are read after the loop: the loop must not write their
// buffers.
func.func @inits_read_after() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
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
  %p = tensor.extract %a[%c0] : tensor<4xf32>
  %q = tensor.extract %b[%c1] : tensor<4xf32>
  %s = arith.addf %u, %v : f32
  %t = arith.addf %s, %p : f32
  %t2 = arith.addf %t, %q : f32
  return %t2 : f32
}

// One tensor enters both positions: the two arguments need two buffers.
func.func @same_init() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%cur = %a, %nxt = %a) -> (tensor<4xf32>, tensor<4xf32>) {
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

// The second init is read inside the loop by its own name: from the
// second trip on, its buffer (in place) would hold what the trips wrote.
func.func @init_named_inside() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%cur = %a, %nxt = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%cur, %b : tensor<4xf32>, tensor<4xf32>) outs(%nxt : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %s2 = arith.addf %s, %o : f32
      linalg.yield %s2 : f32
    } -> tensor<4xf32>
    scf.yield %new, %cur : tensor<4xf32>, tensor<4xf32>
  }
  %u = tensor.extract %r#0[%c0] : tensor<4xf32>
  %v = tensor.extract %r#1[%c1] : tensor<4xf32>
  %s = arith.addf %u, %v : f32
  return %s : f32
}

func.func @main() -> f32 {
  %a = call @read_after_write() : () -> f32
  %b = call @new_twice() : () -> f32
  %c = call @three_cycle() : () -> f32
  %d = call @inits_read_after() : () -> f32
  %e = call @same_init() : () -> f32
  %f = call @init_named_inside() : () -> f32
  %s1 = arith.addf %a, %b : f32
  %s2 = arith.addf %s1, %c : f32
  %s3 = arith.addf %s2, %d : f32
  %s4 = arith.addf %s3, %e : f32
  %s5 = arith.addf %s4, %f : f32
  return %s5 : f32
}
