// @pass hands back its argument's very buffer, and no other result
// shares it. Inside @pass that buffer is also in the set of @twice's
// results, which are read-only to @pass (one buffer returned twice), but
// they are dead once @pass returns: the caller may write @pass's result
// in place, as it may write its own operand (the caller's analysis
// checks that operand, the result's alias). The insert in @main stays in
// place: no copy (random program 1200023 copied). @twice's results share
// one buffer, read-only to a caller; as @main writes the first, @twice
// returns it as a copy of its own (one_shot_fresh.c), which @main writes
// in place: one clone fewer than a copy in @main (8 allocations, 5
// clones, 1 copy before).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS-LABEL: func.func @main
// ANALYSIS:       call @pass({{.*}}) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:  tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS:       call @twice({{.*}}) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:  tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// VALUE: {{^}}271284{{$}}
// STATS: allocations: 7
// STATS: clones: 3
// STATS: copies: 2
module {
  func.func private @twice(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
    return %t, %t : tensor<4xi64>, tensor<4xi64>
  }
  func.func private @pass(%t: tensor<4xi64>) -> (tensor<4xi64>, i64) {
    %c1 = arith.constant 1 : index
    %a:2 = call @twice(%t) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %x = tensor.extract %a#1[%c1] : tensor<4xi64>
    return %t, %x : tensor<4xi64>, i64
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %k3 = arith.constant 3 : i64
    %k9 = arith.constant 9 : i64
    %k31 = arith.constant 31 : i64
    %e = tensor.empty() : tensor<4xi64>
    %t = linalg.fill ins(%k3 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    %r:2 = call @pass(%t) : (tensor<4xi64>) -> (tensor<4xi64>, i64)
    %u = tensor.insert %k9 into %r#0[%c0] : tensor<4xi64>
    %e2 = tensor.empty() : tensor<4xi64>
    %t2 = linalg.fill ins(%k3 : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
    %p:2 = call @twice(%t2) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %w = tensor.insert %k9 into %p#0[%c2] : tensor<4xi64>
    %u0 = tensor.extract %u[%c0] : tensor<4xi64>
    %w2 = tensor.extract %w[%c2] : tensor<4xi64>
    %p2 = tensor.extract %p#1[%c2] : tensor<4xi64>
    %s0 = arith.muli %u0, %k31 : i64
    %s1 = arith.addi %s0, %r#1 : i64
    %s2 = arith.muli %s1, %k31 : i64
    %s3 = arith.addi %s2, %w2 : i64
    %s4 = arith.muli %s3, %k31 : i64
    %s5 = arith.addi %s4, %p2 : i64
    return %s5 : i64
  }
}
