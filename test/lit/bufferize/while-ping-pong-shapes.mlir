// More scf.while shapes: the first region forwards its two arguments
// crosswise (in place, no turns, see below), a
// loop that makes no trip (its result is the init's buffer, the spare is
// unused), and an argument forwarded twice and only read (both copies
// dead once the trip ends). Run checked, with the tensor program's value.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: 161
// STATS: allocations: 17
// STATS: copies: 1
// STATS: memory errors: 0

// Crosswise: the condition hands argument 1 on as result 0 and argument
// 0 as result 1; scf.while's model says so (init 1 may be result 0's
// buffer), so the condition's operands stay in place with no copy. The
// buffers do not take turns (each position's spare would be the other
// init's buffer): the second region allocates its new values each trip,
// as upstream with allow-return-allocs-from-loops (upstream rejects the
// loop without it). The file's run: 17 allocations and 1 copy; before the
// crosswise aliasing, 34 and 18 (a copy of both arguments each trip).
// CHECK-LABEL: func.func @perm
//       CHECK:   scf.while
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.condition
//       CHECK:   } do {
// CHECK-LABEL: func.func @zero_trips
//       CHECK:   scf.while {{.*}} -> (memref<2xf32>, memref<2xf32>)
// CHECK-LABEL: func.func @result_twice
//       CHECK:   scf.while {{.*}} -> (memref<2xf32>, memref<2xf32>, memref<2xf32>)
//       CHECK:   } do {
//   CHECK-NOT:     memref.alloc
//       CHECK:     scf.yield

// permuted: cond forwards (b, a); after yields new values for both.
func.func @perm() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %lim = arith.constant 50.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %b0 = linalg.fill ins(%two : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.while (%a = %a0, %b = %b0) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %x = tensor.extract %a[%c0] : tensor<2xf32>
    %go = arith.cmpf olt, %x, %lim : f32
    scf.condition(%go) %b, %a : tensor<2xf32>, tensor<2xf32>
  } do {
  ^bb0(%u: tensor<2xf32>, %v: tensor<2xf32>):
    %p = tensor.extract %u[%c0] : tensor<2xf32>
    %q = tensor.extract %v[%c1] : tensor<2xf32>
    %s = arith.addf %p, %q : f32
    %t = arith.mulf %p, %two : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    %nb = tensor.empty() : tensor<2xf32>
    %nb1 = linalg.fill ins(%t : f32) outs(%nb : tensor<2xf32>) -> tensor<2xf32>
    %nb2 = tensor.insert %q into %nb1[%c1] : tensor<2xf32>
    scf.yield %na1, %nb2 : tensor<2xf32>, tensor<2xf32>
  }
  %x = tensor.extract %r#0[%c0] : tensor<2xf32>
  %y = tensor.extract %r#1[%c1] : tensor<2xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
// Result used and the loop runs zero trips: the result is the init.
func.func @zero_trips() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %lim = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = scf.while (%a = %a0) : (tensor<2xf32>) -> tensor<2xf32> {
    %x = tensor.extract %a[%c0] : tensor<2xf32>
    %go = arith.cmpf olt, %x, %lim : f32
    scf.condition(%go) %a : tensor<2xf32>
  } do {
  ^bb0(%u: tensor<2xf32>):
    %p = tensor.extract %u[%c0] : tensor<2xf32>
    %s = arith.addf %p, %one : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %na1 : tensor<2xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<2xf32>
  %y = tensor.extract %a0[%c0] : tensor<2xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
// The result of the loop and the init both used after it; the after
// region also reads the init.
func.func @result_twice() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %lim = arith.constant 9.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.while (%a = %a0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %x = tensor.extract %a[%c0] : tensor<2xf32>
    %go = arith.cmpf olt, %x, %lim : f32
    scf.condition(%go) %a, %a : tensor<2xf32>, tensor<2xf32>
  } do {
  ^bb0(%u: tensor<2xf32>, %u2: tensor<2xf32>):
    %p = tensor.extract %u[%c0] : tensor<2xf32>
    %q = tensor.extract %u2[%c1] : tensor<2xf32>
    %s = arith.addf %p, %q : f32
    %na = tensor.empty() : tensor<2xf32>
    %na1 = linalg.fill ins(%s : f32) outs(%na : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %na1 : tensor<2xf32>
  }
  %x = tensor.extract %r#0[%c0] : tensor<2xf32>
  %y = tensor.extract %r#1[%c1] : tensor<2xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
func.func @main() -> f32 {
  %a = call @perm() : () -> f32
  %b = call @zero_trips() : () -> f32
  %d = call @result_twice() : () -> f32
  %s1 = arith.addf %a, %b : f32
  %s3 = arith.addf %s1, %d : f32
  return %s3 : f32
}
