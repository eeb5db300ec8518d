// REQUIRES: mlir-opt
// The analysis's no-conflict rules of subset insertions (insert_slice,
// materialize_in_destination, linalg.copy), as upstream's: here the third
// one. An op that writes into its destination the data a later read sees
// anyway (linalg.copy of a tensor onto itself) writes nothing new: the
// later read of the tensor does not force a copy. The rule needs the
// source to come from the written place through op results: a function
// argument reached through a fill's init never counts (upstream asks op
// results only), so there the fill goes out of place. Both tools'
// annotations are checked, and the result runs.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @copy_onto_itself(
//       CHECK:   linalg.copy {__inplace_operands_attr__ = ["true", "true"]}
func.func @copy_onto_itself(%f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %t = tensor.splat %f : tensor<4xf32>
  %r = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// CHECK-LABEL: func.func @through_argument(
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//       CHECK:   linalg.copy {__inplace_operands_attr__ = ["true", "true"]}
func.func @through_argument(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// 2 + 2 (copy_onto_itself) + 3 + 3 (through_argument), element 1.
// VALUE: {{^}}1e+01{{$}}
func.func @main() -> f32 {
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %r1, %x1 = call @copy_onto_itself(%two) : (f32) -> (tensor<4xf32>, f32)
  %z = tensor.splat %two : tensor<4xf32>
  %r2, %x2 = call @through_argument(%z, %three) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  %a = tensor.extract %r1[%c1] : tensor<4xf32>
  %b = tensor.extract %r2[%c1] : tensor<4xf32>
  %s1 = arith.addf %a, %x1 : f32
  %s2 = arith.addf %b, %x2 : f32
  %s = arith.addf %s1, %s2 : f32
  return %s : f32
}
