// A call in a cycle returns memory the caller may not write when any
// function the callee reaches lets a tensor escape to a memref (@esc),
// calls a declaration (@ext), or has an op without the bufferization
// interface whose region takes a tensor (@unk); the caller then copies.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops test-analysis-only" | FileCheck %s

func.func private @ext(%n: index) -> tensor<4xf32>

// CHECK-LABEL: func.func @esc(
//       CHECK:   %[[E:.*]] = func.call @esc(
//       CHECK:   tensor.insert {{.*}} into %[[E]]{{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @esc(%n: index, %m: memref<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %b = bufferization.to_buffer %f : tensor<4xf32> to memref<4xf32>
    memref.copy %b, %m : memref<4xf32> to memref<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %k = arith.subi %n, %c1 : index
    %g = func.call @esc(%k, %m) : (index, memref<4xf32>) -> tensor<4xf32>
    %w = tensor.insert %one into %g[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @decl(
//       CHECK:   %[[D:.*]] = func.call @decl(
//       CHECK:   tensor.insert {{.*}} into %[[D]]{{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @decl(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> tensor<4xf32> {
    %f = func.call @ext(%n) : (index) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %k = arith.subi %n, %c1 : index
    %g = func.call @decl(%k) : (index) -> tensor<4xf32>
    %w = tensor.insert %one into %g[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @unk(
//       CHECK:   %[[U:.*]] = func.call @unk(
//       CHECK:   tensor.insert {{.*}} into %[[U]]{{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @unk(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    "test.region"() ({
    ^bb0(%x: tensor<4xf32>):
      "test.use"(%x) : (tensor<4xf32>) -> ()
    }) : () -> ()
    scf.yield %f : tensor<4xf32>
  } else {
    %k = arith.subi %n, %c1 : index
    %g = func.call @unk(%k, %t) : (index, tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert %one into %g[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
