// REQUIRES: mlir-opt
// An op without a bufferization model may pass its tensor operand to the
// arguments of its regions, and those arguments are not writable: a
// tensor it takes goes out of place (upstream's decision too).
// RUN: mlbuf-opt %s --allow-unregistered-dialect --one-shot-bufferize=test-analysis-only | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect --one-shot-bufferize=test-analysis-only | FileCheck %s

// CHECK-LABEL: func.func @region_arg(
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   "some.op"(%{{.*}}) ({
//       CHECK:     "some.use"(%{{.*}}) {__inplace_operands_attr__ = ["false"]}
//       CHECK:   }) {__inplace_operands_attr__ = ["false"]}
func.func @region_arg(%f: f32) {
  %0 = tensor.empty() : tensor<10xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<10xf32>) -> tensor<10xf32>
  "some.op"(%1) ({
  ^bb0(%arg1: tensor<10xf32>):
    "some.use"(%arg1) : (tensor<10xf32>) -> ()
  }) : (tensor<10xf32>) -> ()
  return
}

// Without regions the unknown op's operand stays in place.
// CHECK-LABEL: func.func @no_region(
//       CHECK:   "some.op"(%{{.*}}) {__inplace_operands_attr__ = ["true"]}
func.func @no_region(%f: f32) {
  %0 = tensor.empty() : tensor<10xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<10xf32>) -> tensor<10xf32>
  "some.op"(%1) : (tensor<10xf32>) -> ()
  return
}
