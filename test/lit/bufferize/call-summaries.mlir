// With bufferize-function-boundaries, callees are analyzed first and each
// call uses what its callee does (upstream's function analysis state):
// @peek only reads its argument and @inc writes it and hands it back, so
// %t goes to both in place, @inc's result is %t's buffer and the insert
// into it stays in place; @fresh returns a buffer of its own, written in
// place by the caller. @const returns a constant (writing it in place
// would store into read-only global memory) and @twice returns one
// buffer as two results (a write through one would change the other):
// read-only to a caller, where upstream writes them in place. As @main
// writes them, @const and @twice return copies of their own instead
// (one_shot_fresh.c, function-fresh-*.mlir), which @main writes in place.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   call @peek({{.*}}) {__inplace_operands_attr__ = ["true"]}
//       CHECK:   call @inc({{.*}}) {__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
//       CHECK:   call @const()
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
//       CHECK:   call @twice({{.*}}) {__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// VALUE: {{^}}60816{{$}}
module {
  func.func private @inc(%t: tensor<4xi64>) -> tensor<4xi64> {
    %c0 = arith.constant 0 : index
    %k1 = arith.constant 1 : i64
    %x = tensor.extract %t[%c0] : tensor<4xi64>
    %y = arith.addi %x, %k1 : i64
    %u = tensor.insert %y into %t[%c0] : tensor<4xi64>
    return %u : tensor<4xi64>
  }
  func.func private @peek(%t: tensor<4xi64>) -> i64 {
    %c1 = arith.constant 1 : index
    %x = tensor.extract %t[%c1] : tensor<4xi64>
    return %x : i64
  }
  func.func private @fresh(%v: i64) -> tensor<4xi64> {
    %e = tensor.empty() : tensor<4xi64>
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    return %f : tensor<4xi64>
  }
  func.func private @const() -> tensor<2xi64> {
    %c = arith.constant dense<[3, 4]> : tensor<2xi64>
    return %c : tensor<2xi64>
  }
  func.func private @twice(%t: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
    return %t, %t : tensor<2xi64>, tensor<2xi64>
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k5 = arith.constant 5 : i64
    %k7 = arith.constant 7 : i64
    %k100 = arith.constant 100 : i64
    %t = call @fresh(%k5) : (i64) -> tensor<4xi64>
    %p = call @peek(%t) : (tensor<4xi64>) -> i64
    %u = call @inc(%t) : (tensor<4xi64>) -> tensor<4xi64>
    %w = tensor.insert %k7 into %u[%c1] : tensor<4xi64>
    %a = tensor.extract %w[%c0] : tensor<4xi64>
    %b = tensor.extract %w[%c1] : tensor<4xi64>
    %g = call @const() : () -> tensor<2xi64>
    %g2 = tensor.insert %k7 into %g[%c0] : tensor<2xi64>
    %g0 = tensor.extract %g2[%c0] : tensor<2xi64>
    %r:2 = call @twice(%g2) : (tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    %r0 = tensor.insert %k100 into %r#0[%c1] : tensor<2xi64>
    %x = tensor.extract %r#1[%c1] : tensor<2xi64>
    %y = tensor.extract %r0[%c1] : tensor<2xi64>
    // ((6 * 100 + 7) * 100 + 5) + 7 + 4 + 100
    %s1 = arith.muli %a, %k100 : i64
    %s2 = arith.addi %s1, %b : i64
    %s3 = arith.muli %s2, %k100 : i64
    %s4 = arith.addi %s3, %p : i64
    %s5 = arith.addi %s4, %g0 : i64
    %s6 = arith.addi %s5, %x : i64
    %s7 = arith.addi %s6, %y : i64
    return %s7 : i64
  }
}
