// print-conflicts marks why an operand went out of place, as mlir-opt 22
// does: the second fill writes the buffer of %t, which the extract reads
// afterwards (C_0: the write, the read and the fill defining %t), and the
// insert would write the function argument, not writable without
// bufferize-function-boundaries (W_0 on the function). With function
// boundaries the argument is writable and the insert's write conflicts
// with the later read of %arg0 instead (C_0, defined by bbArg 0).
// Without test-analysis-only the option is rejected with upstream's words.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only print-conflicts" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" | FileCheck %s --check-prefix=BOUNDARY
// RUN: not mlbuf-opt %s --one-shot-bufferize="print-conflicts" 2>&1 | FileCheck %s --check-prefix=ERROR

// CHECK-LABEL: func.func @f
//  CHECK-SAME:   attributes {"W_0[NOT-WRITABLE: bbArg 0]"}
//       CHECK:   linalg.fill {"C_0[DEF: result 0]", __inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   linalg.fill {"C_0[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false"]}
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
//       CHECK:   tensor.extract %arg0{{.*}} {__inplace_operands_attr__ = ["true", "none"]}
//       CHECK:   tensor.extract {{.*}} {"C_0[READ: 0]", __inplace_operands_attr__ = ["true", "none"]}

// BOUNDARY-LABEL: func.func @f
//      BOUNDARY:   attributes {"C_0[DEF: bbArg 0]"}
//      BOUNDARY:   linalg.fill {"C_1[DEF: result 0]"
//      BOUNDARY:   linalg.fill {"C_1[CONFL-WRITE: 1]"
//      BOUNDARY:   tensor.insert {{.*}} {"C_0[CONFL-WRITE: 1]"
//      BOUNDARY:   tensor.extract %arg0{{.*}} {"C_0[READ: 0]"
//      BOUNDARY:   tensor.extract {{.*}} {"C_1[READ: 0]"

// ERROR: error: Invalid option: 'print-conflicts' requires 'test-analysis-only'
func.func @f(%t: tensor<10xf32>, %f: f32) -> (tensor<10xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.empty() : tensor<10xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<10xf32>) -> tensor<10xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<10xf32>) -> tensor<10xf32>
  %3 = tensor.insert %f into %t[%c0] : tensor<10xf32>
  %4 = tensor.extract %t[%c0] : tensor<10xf32>
  %5 = tensor.extract %1[%c0] : tensor<10xf32>
  %6 = arith.addf %4, %5 : f32
  return %3, %6 : tensor<10xf32>, f32
}
