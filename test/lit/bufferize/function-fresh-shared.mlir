// A callee returning its argument's buffer as two results: a caller may
// write neither (a write through one would change the other), and the
// deallocation pipeline clones both at the return (the function does not
// own them). As @main writes the first, @twice returns it as a copy of
// its own (one_shot_fresh.c), which @main writes in place; the second,
// no longer shared, stays the argument's buffer. Both results are marked
// at first (both sit in the written set), and the second, which no
// caller writes, is unmarked by the next run. Upstream writes the shared
// buffer in place: before deallocation, the read of %r#1 sees the write.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | mlbuf-run - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS-LABEL: func.func @main
// ANALYSIS:       call @twice({{.*}}) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:  tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}

// CHECK-LABEL: func.func private @twice(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64, strided<[?], offset: ?>>)
//       CHECK:   %[[N:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   memref.copy %[[A]], %[[N]]
//       CHECK:   return %[[N]], %[[A]] :
// CHECK-LABEL: func.func @main
//       CHECK:   %[[R:.*]]:2 = call @twice(
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[R]]#0

// VALUE: {{^}}90303{{$}}
// STATS: allocations: 3
// STATS: clones: 1
// STATS: copies: 1
module {
  func.func private @twice(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
    return %t, %t : tensor<4xi64>, tensor<4xi64>
  }
  func.func @main() -> i64 {
    %c1 = arith.constant 1 : index
    %k3 = arith.constant 3 : i64
    %k9 = arith.constant 9 : i64
    %k100 = arith.constant 100 : i64
    %e = tensor.empty() : tensor<4xi64>
    %t = linalg.fill ins(%k3 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    %r:2 = call @twice(%t) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %w = tensor.insert %k9 into %r#0[%c1] : tensor<4xi64>
    %a = tensor.extract %w[%c1] : tensor<4xi64>
    %b = tensor.extract %r#1[%c1] : tensor<4xi64>
    %c = tensor.extract %t[%c1] : tensor<4xi64>
    // (9 * 100 + 3) * 100 + 3
    %s0 = arith.muli %a, %k100 : i64
    %s1 = arith.addi %s0, %b : i64
    %s2 = arith.muli %s1, %k100 : i64
    %s3 = arith.addi %s2, %c : i64
    return %s3 : i64
  }
}
