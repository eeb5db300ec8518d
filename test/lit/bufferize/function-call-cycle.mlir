// REQUIRES: mlir-opt
// As upstream, a function that calls itself, sits in a call cycle or
// calls one that does (@count, @reaches) gets no summary: its callers
// answer as for an unknown call, and test-analysis-only writes no
// `bufferization.access` on it. @peek, outside any cycle, gets one.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @count(
//  CHECK-SAME:     %{{.*}}: tensor<4xf32>, %{{.*}}: index) -> tensor<4xf32> {
// CHECK-LABEL: func.func @peek(
//  CHECK-SAME:     %{{.*}}: tensor<4xf32> {bufferization.access = "read"}) -> f32 {
// CHECK-LABEL: func.func @reaches(
//  CHECK-SAME:     %{{.*}}: tensor<4xf32>) -> f32 {
// CHECK-LABEL: func.func @main(
func.func @count(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %y = arith.addf %x, %one : f32
    %u = tensor.insert %y into %t[%c0] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %rr = func.call @count(%u, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %rr : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @peek(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}

func.func @reaches(%t: tensor<4xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %p = func.call @peek(%t) : (tensor<4xf32>) -> f32
  %r = func.call @count(%t, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %x = func.call @peek(%r) : (tensor<4xf32>) -> f32
  %s = arith.addf %p, %x : f32
  return %s : f32
}

// %a stays 2 (@reaches's argument is a copy): 2 + (2 + 3) + 2 = 9
// VALUE: 9
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = call @reaches(%a) : (tensor<4xf32>) -> f32
  %y = tensor.extract %a[%c0] : tensor<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
