// REQUIRES: mlir-opt
// A tensor.insert_slice whose source an scf.if yields: when every branch
// computes its value in the very slice of the destination the insert
// overwrites, the insert copies that part onto itself and the slices stay
// in place (as upstream: no allocation). When one branch computes it in
// another slice, in place would copy one part of the buffer onto another:
// the slices get buffers of their own (both do, as upstream decides).
// Both programs return the tensor program's value.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @same_slice(
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
func.func @same_slice(%c: i1) -> f32 {
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%five : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %f = linalg.fill ins(%two : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %u = tensor.insert_slice %r into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.extract %u[%c3] : tensor<8xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @other_slice(
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//       CHECK:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
func.func @other_slice(%c: i1) -> f32 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%five : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  %u = tensor.insert_slice %r into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.extract %u[%c1] : tensor<8xf32>
  return %x : f32
}

// The value: same_slice(false) gives 2, other_slice(false) 5 (element 1 is
// outside the inserted part): 2 * 10 + 5.
// VALUE: 25
func.func @main() -> f32 {
  %false = arith.constant false
  %ten = arith.constant 10.0 : f32
  %a = call @same_slice(%false) : (i1) -> f32
  %b = call @other_slice(%false) : (i1) -> f32
  %p = arith.mulf %a, %ten : f32
  %s = arith.addf %p, %b : f32
  return %s : f32
}
