// dump-alias-sets annotates every tensor result with its alias set and
// every op with tensor block arguments with theirs (regions, blocks,
// arguments), by SSA name, listed from the set's leader as mlir-opt 22
// lists them (this output is byte-identical to upstream's): the first
// fill in place joins %0 and %1, the second goes out of place and stays
// alone. Without test-analysis-only the option is rejected.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s
// RUN: not mlbuf-opt %s --one-shot-bufferize="dump-alias-sets" 2>&1 | FileCheck %s --check-prefix=ERROR

// CHECK-LABEL: func.func @f
//  CHECK-SAME:   __bbarg_alias_set_attr__ = {{\[}}{{\[}}{{\[}}["%arg0"], ["%arg1"]]]]
//       CHECK:   %[[E:.*]] = tensor.empty() {__opresult_alias_set_attr__ = {{\[}}["%1", "%0"]]}
//       CHECK:   %[[F1:.*]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[}}["%1", "%0"]]}
//       CHECK:   %[[F2:.*]] = linalg.fill {__inplace_operands_attr__ = ["none", "false"], __opresult_alias_set_attr__ = {{\[}}["%2"]]}
//       CHECK:   tensor.insert {{.*}}__opresult_alias_set_attr__ = {{\[}}["%inserted"]]

// ERROR: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
func.func @f(%t: tensor<10xf32>, %u: tensor<10xf32>, %f: f32) -> (tensor<10xf32>, f32) {
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
