// REQUIRES: mlir-opt
// A function with several func.return (cf branches) is summarized over
// all of them, as upstream's function analysis: a result is the buffer
// of an argument only when every return hands back that argument
// (`__equivalent_func_args__` marks each return looked at), and its
// callers see only what the callee does (@pick reads %a and %b, never
// %c, and writes none), not the worst of an unknown call.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// The alias set of @pick's result lists %a before %b: an op's operands
// are decided in order (upstream's analyzeSingleOp), also bottom-up.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" | FileCheck %s --check-prefix=ALIAS
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" | FileCheck %s --check-prefix=ALIAS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @pick(
//  CHECK-SAME:     {bufferization.access = "read"}, %{{.*}}: tensor<4xf32> {bufferization.access = "read"}, %{{.*}}: tensor<4xf32> {bufferization.access = "none"})
//       CHECK:   return {__equivalent_func_args__ = [1], {{.*}}}
//       CHECK:   return {__equivalent_func_args__ = [2], {{.*}}}
func.func @pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %unused: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<4xf32>
^bb2:
  return %b : tensor<4xf32>
}

// CHECK-LABEL: func.func @same(
//  CHECK-SAME:     {bufferization.access = "read"}, %{{.*}}: tensor<4xf32> {bufferization.access = "none"})
//       CHECK:   return {__equivalent_func_args__ = [1], {{.*}}}
//       CHECK:   return {__equivalent_func_args__ = [1], {{.*}}}
func.func @same(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<4xf32>
^bb2:
  return %a : tensor<4xf32>
}

// CHECK-LABEL: func.func @caller(
//  CHECK-SAME:     {bufferization.access = "read"}, %{{.*}}: tensor<4xf32> {bufferization.access = "read"}, %{{.*}}: tensor<4xf32> {bufferization.access = "none"})
//       CHECK:   call @pick({{.*}}) {__inplace_operands_attr__ = ["none", "true", "true", "true"]}
// ALIAS-LABEL: func.func @caller(
//  ALIAS-SAME:     %{{.*}}: i1, %[[A:.*]]: tensor<4xf32> {{.*}}, %[[B:.*]]: tensor<4xf32> {{.*}}, %{{.*}}: tensor<4xf32> {{.*}})
//       ALIAS:   %[[P:.*]] = call @pick(
//  ALIAS-SAME:     __opresult_alias_set_attr__ = [{{\[}}"%[[P]]", "%{{.*}}", "%[[A]]", "%[[B]]"]]
//       CHECK:   call @same({{.*}}) {__inplace_operands_attr__ = ["none", "true", "true"]}
//       CHECK:   return {__equivalent_func_args__ = [1, -1], {{.*}}}
func.func @caller(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %d: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %p = call @pick(%c, %a, %b, %d) : (i1, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %s = call @same(%c, %a, %d) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %p[%c0] : tensor<4xf32>
  return %s, %x : tensor<4xf32>, f32
}

// 2 + 3 + 2 = 7
// VALUE: 7
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %false = arith.constant false
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%three : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %s1, %x1 = call @caller(%true, %a, %b, %b) : (i1, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, f32)
  %s2, %x2 = call @caller(%false, %a, %b, %b) : (i1, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, f32)
  %y = tensor.extract %s2[%c0] : tensor<4xf32>
  %z = arith.addf %x1, %x2 : f32
  %r = arith.addf %z, %y : f32
  return %r : f32
}
