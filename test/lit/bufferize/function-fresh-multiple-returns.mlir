// A public function with two returns, one handing back its argument as
// both results, the other a constant and the argument: the first result
// is read-only to a caller either way. As @main writes it, @pub returns
// it as a copy of its own at each return (one_shot_fresh.c), each copy
// its own allocation made right before its return; the second result
// stays the argument's buffer, no longer shared. The result's type
// becomes the copies' identity layout (a public signature changes, as a
// body change may with infer-layout-map already). Under the deallocation
// pipeline 5 allocations (before: 12, 4 of them clones).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | mlbuf-run - 2>&1 | FileCheck %s --check-prefix=VALUE --implicit-check-not="write to constant"
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// CHECK-LABEL: func.func @pub(
//  CHECK-SAME:     %[[A:[^:]*]]: memref<2xi64, strided<[?], offset: ?>>, %{{.*}}: i1) -> (memref<2xi64>, memref<2xi64, strided<[?], offset: ?>>)
//       CHECK:   ^bb1:
//       CHECK:   %[[N1:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[A]], %[[N1]]
//       CHECK:   return %[[N1]], %[[A]]
//       CHECK:   ^bb2:
//       CHECK:   %[[G:.*]] = memref.get_global
//       CHECK:   %[[N2:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[G]], %[[N2]]
//       CHECK:   return %[[N2]], %[[A]]
// CHECK-LABEL: func.func @main
//       CHECK:   %[[P:.*]]:2 = call @pub(
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[P]]#0
//       CHECK:   %[[Q:.*]]:2 = call @pub(
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[Q]]#0

// VALUE: {{^}}2925{{$}}
// STATS: allocations: 5
// STATS: clones: 2
// STATS: copies: 2
module {
  func.func @pub(%t: tensor<2xi64>, %b: i1) -> (tensor<2xi64>, tensor<2xi64>) {
    cf.cond_br %b, ^a, ^c
  ^a:
    return %t, %t : tensor<2xi64>, tensor<2xi64>
  ^c:
    %c = arith.constant dense<[5, 6]> : tensor<2xi64>
    return %c, %t : tensor<2xi64>, tensor<2xi64>
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k2 = arith.constant 2 : i64
    %k9 = arith.constant 9 : i64
    %k10 = arith.constant 10 : i64
    %true = arith.constant true
    %false = arith.constant false
    %e = tensor.empty() : tensor<2xi64>
    %f = linalg.fill ins(%k2 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
    %p:2 = call @pub(%f, %true) : (tensor<2xi64>, i1) -> (tensor<2xi64>, tensor<2xi64>)
    %w = tensor.insert %k9 into %p#0[%c1] : tensor<2xi64>
    %a = tensor.extract %p#1[%c1] : tensor<2xi64>
    %b = tensor.extract %w[%c1] : tensor<2xi64>
    %q:2 = call @pub(%f, %false) : (tensor<2xi64>, i1) -> (tensor<2xi64>, tensor<2xi64>)
    %w2 = tensor.insert %k9 into %q#0[%c1] : tensor<2xi64>
    %a2 = tensor.extract %q#1[%c1] : tensor<2xi64>
    %b2 = tensor.extract %w2[%c0] : tensor<2xi64>
    // ((2 * 10 + 9) * 10 + 2) * 10 + 5
    %s1 = arith.muli %a, %k10 : i64
    %s2 = arith.addi %s1, %b : i64
    %s3 = arith.muli %s2, %k10 : i64
    %s4 = arith.addi %s3, %a2 : i64
    %s5 = arith.muli %s4, %k10 : i64
    %s6 = arith.addi %s5, %b2 : i64
    return %s6 : i64
  }
}
