// A loop's trip writes into a copy of its iteration argument (the insert
// goes out of place: the argument is read after it) and yields the copy.
// The copy is a buffer the trip made, as fresh as a tensor.empty's, so the
// yield hands it on as it is (before: a second allocation and copy per
// trip), and the argument's buffer, dead once the trip ends, takes turns
// with it: two buffers in all. mlir-opt 22 rejects these loops without
// allow-return-allocs-from-loops and with it allocates and copies once per
// trip (scf.while: 34 allocations and 33 copies against 2 and 16).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: {{^}}16{{$}}
// VALUE: {{^}}62{{$}}
// VALUE: {{^}}60{{$}}
// VALUE: {{^}}65{{$}}
// STATS: allocations: 15
// STATS: copies: 41
// STATS: memory errors: 0

// CHECK-LABEL: func.func @for_copy
//       CHECK:   linalg.fill
//       CHECK:   %[[SPARE:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK:   scf.for {{.*}} iter_args(%[[A:[^ ]*]] = %{{[^,]*}}, %[[S:[^ ]*]] = %[[SPARE]])
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.copy %[[A]], %[[S]]
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[S]], %[[A]]
func.func @for_copy() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %v = arith.constant 2.0 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %x = tensor.extract %a[%c0] : tensor<8xf32>
    %y = arith.addf %x, %v : f32
    %w = tensor.insert %y into %a[%c1] : tensor<8xf32>
    %x2 = tensor.extract %a[%c1] : tensor<8xf32>
    %w2 = tensor.insert %x2 into %w[%c0] : tensor<8xf32>
    scf.yield %w2 : tensor<8xf32>
  }
  %o = tensor.extract %r[%c0] : tensor<8xf32>
  return %o : f32
}

// The same in an scf.while's second region.
// CHECK-LABEL: func.func @while_copy
//       CHECK:   scf.while
//       CHECK:   } do {
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.copy
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield
func.func @while_copy() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %v = arith.constant 2.0 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<8xf32>, index) -> (tensor<8xf32>, index) {
    %go = arith.cmpi slt, %i, %c16 : index
    scf.condition(%go) %a, %i : tensor<8xf32>, index
  } do {
  ^bb0(%b: tensor<8xf32>, %j: index):
    %x = tensor.extract %b[%c1] : tensor<8xf32>
    %y = arith.addf %x, %v : f32
    %w = tensor.insert %y into %b[%c1] : tensor<8xf32>
    %x2 = tensor.extract %b[%c1] : tensor<8xf32>
    %w2 = tensor.insert %x2 into %w[%c0] : tensor<8xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %w2, %j1 : tensor<8xf32>, index
  }
  %o = tensor.extract %r#0[%c1] : tensor<8xf32>
  %o2 = tensor.extract %r#0[%c0] : tensor<8xf32>
  %s = arith.addf %o, %o2 : f32
  return %s : f32
}

// The loop carries a subview of a static layout and yields a buffer the
// trip made (a tensor.empty's): identity layout, which does not cast to
// the subview's static offset, so the loop carries the fully dynamic
// layout (before: an invalid memref.cast to the subview's type).
// CHECK-LABEL: func.func @subview_init_fresh_yield
//       CHECK:   %[[SV:.*]] = memref.subview %{{.*}}[2, 0] [1, 2] [1, 1] : memref<3x3xi64> to memref<1x2xi64, strided<[3, 1], offset: 6>>
//       CHECK:   %[[C:.*]] = memref.cast %[[SV]] : memref<1x2xi64, strided<[3, 1], offset: 6>> to memref<1x2xi64, strided<[?, ?], offset: ?>>
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[C]], {{.*}}) -> (memref<1x2xi64, strided<[?, ?], offset: ?>>, i64)
//       CHECK:     memref.cast %{{.*}} : memref<1x2xi64> to memref<1x2xi64, strided<[?, ?], offset: ?>>
func.func @subview_init_fresh_yield() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<3x3xi64>
  %big = linalg.fill ins(%k5 : i64) outs(%e : tensor<3x3xi64>) -> tensor<3x3xi64>
  %s = tensor.extract_slice %big[2, 0] [1, 2] [1, 1] : tensor<3x3xi64> to tensor<1x2xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %s, %acc = %k9) -> (tensor<1x2xi64>, i64) {
    %e2 = tensor.empty() : tensor<1x2xi64>
    %t = tensor.insert %acc into %e2[%c0, %c1] : tensor<1x2xi64>
    %x = tensor.extract %a[%c0, %c1] : tensor<1x2xi64>
    %y = arith.addi %x, %acc : i64
    scf.yield %t, %y : tensor<1x2xi64>, i64
  }
  %v = tensor.extract %r#0[%c0, %c1] : tensor<1x2xi64>
  %z = arith.addi %v, %r#1 : i64
  return %z : i64
}

// The same with the buffer made in the trip an inner loop's result (its
// init a tensor.empty filled in the trip): the type of the inner loop's
// buffer is not known before the outer body is rewritten, so the outer
// loop carries the fully dynamic layout (before: the same invalid cast).
// CHECK-LABEL: func.func @inner_loop_fresh_yield
//       CHECK:   scf.for {{.*}} -> (memref<1x2xi64, strided<[?, ?], offset: ?>>, i64)
//       CHECK:     scf.for {{.*}} -> (memref<1x2xi64>, memref<1x2xi64>)
func.func @inner_loop_fresh_yield() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<3x3xi64>
  %big = linalg.fill ins(%k5 : i64) outs(%e : tensor<3x3xi64>) -> tensor<3x3xi64>
  %s = tensor.extract_slice %big[2, 0] [1, 2] [1, 1] : tensor<3x3xi64> to tensor<1x2xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %s, %acc = %k9) -> (tensor<1x2xi64>, i64) {
    %e2 = tensor.empty() : tensor<1x2xi64>
    %f = linalg.fill ins(%acc : i64) outs(%e2 : tensor<1x2xi64>) -> tensor<1x2xi64>
    %in = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %f) -> tensor<1x2xi64> {
      %x = tensor.extract %b[%c0, %c1] : tensor<1x2xi64>
      %x1 = arith.addi %x, %k5 : i64
      %t = tensor.insert %x1 into %b[%c0, %c0] : tensor<1x2xi64>
      scf.yield %t : tensor<1x2xi64>
    }
    %x = tensor.extract %a[%c0, %c1] : tensor<1x2xi64>
    %y = arith.addi %x, %acc : i64
    scf.yield %in, %y : tensor<1x2xi64>, i64
  }
  %v = tensor.extract %r#0[%c0, %c0] : tensor<1x2xi64>
  %z = arith.addi %v, %r#1 : i64
  return %z : i64
}

func.func @main() -> (f32, f32, i64, i64) {
  %a = call @for_copy() : () -> f32
  %b = call @while_copy() : () -> f32
  %c = call @subview_init_fresh_yield() : () -> i64
  %d = call @inner_loop_fresh_yield() : () -> i64
  return %a, %b, %c, %d : f32, f32, i64, i64
}
