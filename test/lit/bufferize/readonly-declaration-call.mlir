// REQUIRES: mlir-opt
// The per-write read-only rule (readonly-per-write.mlir) trusts only
// read-only values whose producer's use of the buffer is known. The
// results of a call to a declaration are read-only and may be any
// argument's buffer, and what the callee does beyond its access
// attribute is unknown: the write of its argument keeps the alias set's
// rule and goes out of place, as mlir-opt 22 decides. A call to a
// function with a body (@inc, summarized) writes in place.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @through_declaration
//       CHECK:   call @ext({{.*}}) {__inplace_operands_attr__ = ["false"]}
// CHECK-LABEL: func.func @through_body
//       CHECK:   call @inc({{.*}}) {__inplace_operands_attr__ = ["true"]}
// UPSTREAM-LABEL: func.func @through_declaration
//       UPSTREAM:   call @ext({{.*}}) {__inplace_operands_attr__ = ["false"]}
module {
  func.func private @ext(tensor<4xf32> {bufferization.access = "read-write"}) -> (tensor<4xf32>, tensor<4xf32>)
  func.func private @inc(%t: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %x = arith.constant 1.0 : f32
    %u = tensor.insert %x into %t[%c0] : tensor<4xf32>
    return %u : tensor<4xf32>
  }
  func.func @through_declaration(%t: tensor<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %r:2 = call @ext(%t) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %x = tensor.extract %r#1[%c0] : tensor<4xf32>
    return %x : f32
  }
  func.func @through_body(%t: tensor<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %r = call @inc(%t) : (tensor<4xf32>) -> tensor<4xf32>
    %x = tensor.extract %r[%c0] : tensor<4xf32>
    return %x : f32
  }
}
