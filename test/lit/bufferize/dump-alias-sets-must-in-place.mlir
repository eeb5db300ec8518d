// REQUIRES: mlir-opt
// An operand that must bufferize in place (materialize_in_destination's
// destination) is decided before every other, and joins its value's alias
// set with the op's result at once, as upstream: dump-alias-sets lists
// the destination and the result in one set.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s

// CHECK-LABEL: func.func @f
//       CHECK:   tensor.empty{{.*}}__opresult_alias_set_attr__ = {{\[}}["%[[R:.*]]", "%0"]]
//       CHECK:   %[[R]] = bufferization.materialize_in_destination {{.*}}__opresult_alias_set_attr__ = {{\[}}["%[[R]]", "%0"]]
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = bufferization.materialize_in_destination %t in %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
