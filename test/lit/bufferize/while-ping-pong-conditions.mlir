// Which scf.while loops One-Shot Bufferize gives two buffers taking turns
// (a spare allocated before the loop for the new value the second region
// writes), and which keep allocating in the trip: the first region must
// forward the argument's own buffer to the second region, that buffer must
// be dead once the trip ends, and the new buffer's size known before the
// loop. Every function runs under the checked heap with the tensor
// program's value.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: 49
// STATS: allocations: 32
// STATS: memory errors: 0

// The first region updates the argument in place before forwarding it
// (equivalent): the buffers take turns, the update reads the spare's
// predecessor.
// CHECK-LABEL: func.func @update_in_first_region
//       CHECK:   memref.alloc
//       CHECK:   scf.while {{.*}} -> (memref<2xf32>, memref<2xf32>)
//       CHECK:     memref.store
//       CHECK:     scf.condition
//   CHECK-NOT:     memref.alloc
//       CHECK:     scf.yield
func.func @update_in_first_region() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %lim = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = scf.while (%t = %a0) : (tensor<2xf32>) -> tensor<2xf32> {
    %x = tensor.extract %t[%c0] : tensor<2xf32>
    %y = arith.addf %x, %one : f32
    %t2 = tensor.insert %y into %t[%c1] : tensor<2xf32>
    %go = arith.cmpf olt, %x, %lim : f32
    scf.condition(%go) %t2 : tensor<2xf32>
  } do {
  ^bb0(%u: tensor<2xf32>):
    %p = tensor.extract %u[%c0] : tensor<2xf32>
    %q = tensor.extract %u[%c1] : tensor<2xf32>
    %s = arith.addf %p, %q : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %na1 : tensor<2xf32>
  }
  %v = tensor.extract %r[%c1] : tensor<2xf32>
  return %v : f32
}

// The second region hands the argument on in the other position: not
// dead at the end of the trip, the new buffer stays in the trip (and is
// handed on with no copy); the argument goes to the other position with
// no copy either (the loop is trip-distinct: one_shot_equiv.c,
// permuted_handbacks). 8 allocations and 24 bytes copied before, 5 and 0.
// CHECK-LABEL: func.func @handed_on_elsewhere
//       CHECK:   scf.while {{.*}} -> (index, memref<2xf32>, memref<2xf32>)
//       CHECK:   } do {
//       CHECK:   ^bb0(%{{.*}}: index, %[[UA:.*]]: memref<2xf32>, %{{.*}}: memref<2xf32>):
//       CHECK:     %[[NEW:.*]] = memref.alloc
//       CHECK:     linalg.fill {{.*}} outs(%[[NEW]] :
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %{{.*}}, %[[NEW]], %[[UA]] :
func.func @handed_on_elsewhere() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %b0 = linalg.fill ins(%one : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %r:3 = scf.while (%i = %c0, %a = %a0, %b = %b0) : (index, tensor<2xf32>, tensor<2xf32>) -> (index, tensor<2xf32>, tensor<2xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %a, %b : index, tensor<2xf32>, tensor<2xf32>
  } do {
  ^bb0(%j: index, %ua: tensor<2xf32>, %ub: tensor<2xf32>):
    %x = tensor.extract %ua[%c0] : tensor<2xf32>
    %y = tensor.extract %ub[%c0] : tensor<2xf32>
    %s = arith.addf %x, %y : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    %n = arith.addi %j, %c1 : index
    scf.yield %n, %na1, %ua : index, tensor<2xf32>, tensor<2xf32>
  }
  %u = tensor.extract %r#1[%c1] : tensor<2xf32>
  %v = tensor.extract %r#2[%c0] : tensor<2xf32>
  %w = arith.addf %u, %v : f32
  return %w : f32
}

// The first region forwards the argument's buffer twice: the second
// region's other argument, handed on, holds it once the trip ends.
// CHECK-LABEL: func.func @forwarded_twice
//       CHECK:   scf.while {{.*}} -> (memref<2xf32>, memref<2xf32>)
//       CHECK:   } do {
//       CHECK:     memref.alloc
//       CHECK:     scf.yield
func.func @forwarded_twice() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %lim = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.while (%t = %a0, %o = %a0) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %x = tensor.extract %t[%c0] : tensor<2xf32>
    %go = arith.cmpf olt, %x, %lim : f32
    scf.condition(%go) %t, %t : tensor<2xf32>, tensor<2xf32>
  } do {
  ^bb0(%u: tensor<2xf32>, %u2: tensor<2xf32>):
    %p = tensor.extract %u[%c0] : tensor<2xf32>
    %s = arith.addf %p, %one : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %na1, %u2 : tensor<2xf32>, tensor<2xf32>
  }
  %v = tensor.extract %r#0[%c0] : tensor<2xf32>
  %w = tensor.extract %r#1[%c0] : tensor<2xf32>
  %z = arith.addf %v, %w : f32
  return %z : f32
}

// The first region forwards a tensor defined before the loop, not its
// argument: the second region's argument is that tensor's buffer, read
// again after the loop, which must not become the spare.
// CHECK-LABEL: func.func @forwards_outer_tensor
//       CHECK:   scf.while {{.*}} -> memref<2xf32>
//       CHECK:   } do {
//       CHECK:     memref.alloc
//       CHECK:     scf.yield
func.func @forwards_outer_tensor() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %lim = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %x0 = linalg.fill ins(%three : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %r = scf.while (%t = %a0) : (tensor<2xf32>) -> tensor<2xf32> {
    %x = tensor.extract %t[%c0] : tensor<2xf32>
    %go = arith.cmpf olt, %x, %lim : f32
    scf.condition(%go) %x0 : tensor<2xf32>
  } do {
  ^bb0(%u: tensor<2xf32>):
    %p = tensor.extract %u[%c0] : tensor<2xf32>
    %s = arith.addf %p, %one : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %na1 : tensor<2xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<2xf32>
  %w = tensor.extract %x0[%c0] : tensor<2xf32>
  %z = arith.addf %v, %w : f32
  return %z : f32
}

// The new tensor's size is read inside the loop: the allocation stays.
// CHECK-LABEL: func.func @size_in_loop
//       CHECK:   scf.while {{.*}} -> (index, memref<?xf32>)
//       CHECK:     memref.alloc(%{{.*}})
func.func @size_in_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r:2 = scf.while (%i = %c0, %a = %a0) : (index, tensor<?xf32>) -> (index, tensor<?xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %a : index, tensor<?xf32>
  } do {
  ^bb0(%j: index, %u: tensor<?xf32>):
    %x = tensor.extract %u[%c0] : tensor<?xf32>
    %s = arith.addf %x, %x : f32
    %d = tensor.dim %u, %c0 : tensor<?xf32>
    %na = tensor.empty(%d) : tensor<?xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<?xf32>) -> tensor<?xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %na1 : index, tensor<?xf32>
  }
  %v = tensor.extract %r#1[%c0] : tensor<?xf32>
  return %v : f32
}

// The second region's argument leaves tensor land (to_buffer): nothing
// says what its memref holds on to; the new buffer stays in the trip.
// CHECK-LABEL: func.func @escapes
//       CHECK:   scf.while {{.*}} -> (index, memref<2xf32>)
//       CHECK:     memref.alloc
func.func @escapes() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.while (%i = %c0, %a = %a0) : (index, tensor<2xf32>) -> (index, tensor<2xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %a : index, tensor<2xf32>
  } do {
  ^bb0(%j: index, %u: tensor<2xf32>):
    %m = bufferization.to_buffer %u read_only : tensor<2xf32> to memref<2xf32>
    %x = memref.load %m[%c0] : memref<2xf32>
    %s = arith.addf %x, %one : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %na1 : index, tensor<2xf32>
  }
  %v = tensor.extract %r#1[%c0] : tensor<2xf32>
  return %v : f32
}

// The init's value is read again inside the loop: the loop gets a copy of
// it (the spare's turns would overwrite the init's own buffer).
// CHECK-LABEL: func.func @init_read_inside
//       CHECK:   memref.copy
//       CHECK:   scf.while {{.*}} -> (index, memref<2xf32>, memref<2xf32>)
//   CHECK-NOT:     memref.alloc
//       CHECK:     scf.yield
func.func @init_read_inside() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.while (%i = %c0, %a = %a0) : (index, tensor<2xf32>) -> (index, tensor<2xf32>) {
    %go = arith.cmpi slt, %i, %c4 : index
    scf.condition(%go) %i, %a : index, tensor<2xf32>
  } do {
  ^bb0(%j: index, %u: tensor<2xf32>):
    %x = tensor.extract %u[%c0] : tensor<2xf32>
    %y = tensor.extract %a0[%c0] : tensor<2xf32>
    %s = arith.addf %x, %y : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %na1 : index, tensor<2xf32>
  }
  %v = tensor.extract %r#1[%c0] : tensor<2xf32>
  return %v : f32
}

func.func @main() -> f32 {
  %c2 = arith.constant 2 : index
  %a = call @update_in_first_region() : () -> f32
  %b = call @handed_on_elsewhere() : () -> f32
  %c = call @forwarded_twice() : () -> f32
  %d = call @forwards_outer_tensor() : () -> f32
  %e = call @size_in_loop(%c2) : (index) -> f32
  %f = call @escapes() : () -> f32
  %g = call @init_read_inside() : () -> f32
  %s1 = arith.addf %a, %b : f32
  %s2 = arith.addf %s1, %c : f32
  %s3 = arith.addf %s2, %d : f32
  %s4 = arith.addf %s3, %e : f32
  %s5 = arith.addf %s4, %f : f32
  %s6 = arith.addf %s5, %g : f32
  return %s6 : f32
}
