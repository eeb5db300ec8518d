// REQUIRES: mlir-opt
// A write into a slice of a slice lands in the place the outer
// insert_slice reads back when the walk from the written value, back
// through the buffers each value may hold (the fill's init, the inner
// slice's source), ends at an extract_slice matching the insert: all
// slices stay in place, as upstream decides. Inserted at another place,
// the outer slice must be copied. Both tools' annotations are checked,
// mlbuf's with upstream's decisions (choice-runs=0): by default mlbuf
// keeps @whole_inner's argument read-only (its in-place result would be
// the argument, cloned at the return by the deallocation pipeline).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only choice-runs=0" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @two_levels(
//       CHECK:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
//       CHECK:   tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
func.func @two_levels(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %a = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %b = tensor.extract_slice %a[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %w = linalg.fill ins(%f : f32) outs(%b : tensor<2xf32>) -> tensor<2xf32>
  %i = tensor.insert_slice %w into %a[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %r = tensor.insert_slice %i into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @whole_inner(
//       CHECK:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
func.func @whole_inner(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %a = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %b = tensor.extract_slice %a[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @other_place(
//       CHECK:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false"]}
func.func @other_place(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %a = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %b = tensor.extract_slice %a[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[3] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// Sum of all elements of the three results on a ramp 0..7 with f = 10:
// two_levels [0 1 2 10 10 5 6 7] = 41, whole_inner [0 1 10 10 10 10 6 7]
// = 54, other_place [0 1 2 10 10 10 10 7] = 50.
// VALUE: 145
func.func @main() -> f32 {
  %ten = arith.constant 10.0 : f32
  %t = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %x = arith.sitofp %ii : i64 to f32
    tensor.yield %x : f32
  } : tensor<8xf32>
  %r1 = call @two_levels(%t, %ten) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %r2 = call @whole_inner(%t, %ten) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %r3 = call @other_place(%t, %ten) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> f32 {
    %a = tensor.extract %r1[%i] : tensor<8xf32>
    %b = tensor.extract %r2[%i] : tensor<8xf32>
    %c = tensor.extract %r3[%i] : tensor<8xf32>
    %ab = arith.addf %a, %b : f32
    %abc = arith.addf %ab, %c : f32
    %n = arith.addf %acc, %abc : f32
    scf.yield %n : f32
  }
  return %s : f32
}
