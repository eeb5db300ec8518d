// no-analysis-func-filter names functions the analysis skips: their ops
// get no in-place annotation, and they bufferize as copy-before-write (a
// write goes to a copy), while the other functions are analyzed (the
// insert into the fill's result stays in place). Both return the value
// the tensor program computes. Without bufferize-function-boundaries the
// option is rejected, with upstream's words.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=skipped test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=skipped" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=skipped" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: not mlbuf-opt %s --one-shot-bufferize="no-analysis-func-filter=skipped" 2>&1 | FileCheck %s --check-prefix=ERROR

// ANALYSIS-LABEL: func.func @skipped
//   ANALYSIS-NOT:   __inplace_operands_attr__
// ANALYSIS-LABEL: func.func @analyzed
//       ANALYSIS:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       ANALYSIS:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}

// CHECK-LABEL: func.func @skipped
//       CHECK:   memref.copy
// CHECK-LABEL: func.func @analyzed
//   CHECK-NOT:   memref.copy
//       CHECK:   return

// VALUE: {{^}}7{{$}}
// ERROR: error: Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'
func.func @skipped(%x: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert %x into %f[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @analyzed(%x: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %y = arith.addf %x, %x : f32
  %r = tensor.insert %y into %f[%c1] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 2.0 : f32
  %k3 = arith.constant 3.0 : f32
  %a = call @skipped(%k3) : (f32) -> tensor<4xf32>
  %b = call @analyzed(%k) : (f32) -> tensor<4xf32>
  %va = tensor.extract %a[%c0] : tensor<4xf32>
  %vb = tensor.extract %b[%c1] : tensor<4xf32>
  %s = arith.addf %va, %vb : f32
  return %s : f32
}
