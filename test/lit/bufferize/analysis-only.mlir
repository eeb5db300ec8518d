// test-analysis-only annotates each op with the in-place decision of
// each operand, as upstream prints it: here the same decisions as
// mlir-opt 22 (the tensor.insert into %t must go out of place: %t is read
// after it).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only analysis-heuristic=top-down" | FileCheck %s

// CHECK-LABEL: func.func @f
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
//       CHECK:   tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
//       CHECK:   tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
func.func @f(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert %x into %t[%c0] : tensor<4xf32>
  %a = tensor.extract %u[%c0] : tensor<4xf32>
  %b = tensor.extract %t[%c0] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
