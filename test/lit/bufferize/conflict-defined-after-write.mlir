// The conflict check's quick excuse (one_shot.c, defined_after_write): a
// write and a read of a value whose every definition comes after the
// write, or is the write's own result, never conflict, and the costlier
// tests are skipped. Both sides, with print-conflicts (same decisions and
// marks as mlir-opt 22):
//  - @after: deciding the insert, the fill's write and the insert's own
//    write each come before or make the definition of what the extract
//    reads (%inserted): excused quickly, in place;
//  - @before_read: the insert's write comes after %1's definition (the
//    quick excuse fails), but after the read too: in place by the full
//    test;
//  - @conflict: the insert's write comes after %1's definition and before
//    its read: the full test finds the conflict (C_0, same marks).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" | FileCheck %s

// CHECK-LABEL: func.func @after
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
//       CHECK:   tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}

// CHECK-LABEL: func.func @before_read
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}

// CHECK-LABEL: func.func @conflict
//       CHECK:   linalg.fill {"C_0[DEF: result 0]", __inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.insert {{.*}} {"C_0[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]}
//       CHECK:   tensor.extract {{.*}} {"C_0[READ: 0]", __inplace_operands_attr__ = ["true", "none"]}
func.func @after(%x: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert %x into %t[%i] : tensor<4xf32>
  %a = tensor.extract %u[%i] : tensor<4xf32>
  return %a : f32
}

func.func @before_read(%x: f32, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.extract %t[%i] : tensor<4xf32>
  %u = tensor.insert %x into %t[%i] : tensor<4xf32>
  return %u, %a : tensor<4xf32>, f32
}

func.func @conflict(%x: f32, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert %x into %t[%i] : tensor<4xf32>
  %a = tensor.extract %t[%i] : tensor<4xf32>
  return %u, %a : tensor<4xf32>, f32
}
