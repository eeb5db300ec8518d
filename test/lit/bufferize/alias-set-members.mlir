// Alias sets joined by in-place decisions: the analysis keeps each set's
// members (one_shot.c, alias_next) and collects an operand's set from
// them. Here two sets of two values each ({%t, %a}, {%u, %b}) join
// through the scf.if's yields; the write into %r must then see the read
// of %u, which came from the other set (top-down: the fill goes out of
// place; bottom-up: the slice of %u, deciding last, would, as mlir-opt
// 22 decides, but weighing the alternative (one_shot_choose.c) puts the
// fill out of place, which needs no copy). In @apart the sets stay apart
// and everything is in place. Top-down decides as mlir-opt 22.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s

// CHECK-LABEL: func.func @joined
//       CHECK:   tensor.extract_slice %arg0{{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   tensor.extract_slice %arg1{{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   scf.yield {__inplace_operands_attr__ = ["true"]}
//       CHECK:   scf.yield {__inplace_operands_attr__ = ["true"]}
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
func.func @joined(%t: tensor<10xf32>, %u: tensor<10xf32>, %c: i1, %v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<10xf32> to tensor<4xf32>
  %b = tensor.extract_slice %u[2] [4] [1] : tensor<10xf32> to tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  %w = linalg.fill ins(%v : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %u[%c0] : tensor<10xf32>
  %y = tensor.extract %w[%c0] : tensor<4xf32>
  return %x, %y : f32, f32
}

// CHECK-LABEL: func.func @apart
//       CHECK:   tensor.extract_slice %arg0{{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   tensor.extract_slice %arg1{{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
func.func @apart(%t: tensor<10xf32>, %u: tensor<10xf32>, %c: i1, %v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<10xf32> to tensor<4xf32>
  %b = tensor.extract_slice %u[2] [4] [1] : tensor<10xf32> to tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %w = linalg.fill ins(%v : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %b[%c0] : tensor<4xf32>
  %y = tensor.extract %w[%c0] : tensor<4xf32>
  return %x, %y : f32, f32
}
