// An arith.select with a tensor of conditions (one per element) is valid
// IR, but has no buffer form: One-Shot Bufferize stops with mlir-opt 22's
// two errors at the op, instead of building a select on memrefs with a
// tensor condition that the verifier rejects. A select with an i1
// condition bufferizes to a select of the two buffers; the tensor program
// runs either way.
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics | FileCheck %s
// RUN: split-file %s %t
// RUN: mlbuf-run %t/elementwise.mlir | FileCheck %s --check-prefix=VALUE

//--- elementwise.mlir
// VALUE: {{^}}12{{$}}
func.func @main() -> i32 {
  %c1 = arith.constant 1 : index
  %m = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[10, 12, 14]> : tensor<3xi32>
  // expected-error @below {{'arith.select' op only i1 condition values are supported}}
  // expected-error @below {{failed to bufferize op}}
  %s = arith.select %m, %a, %b : tensor<3xi1>, tensor<3xi32>
  %x = tensor.extract %s[%c1] : tensor<3xi32>
  return %x : i32
}

// -----

//--- scalar.mlir
// CHECK-LABEL: func.func @scalar
//  CHECK-SAME:   (%[[C:.*]]: i1, %[[A:.*]]: memref<3xi32, strided<[?], offset: ?>>, %[[B:.*]]: memref<3xi32, strided<[?], offset: ?>>)
//       CHECK:   %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : memref<3xi32, strided<[?], offset: ?>>
//       CHECK:   return %[[S]]
func.func @scalar(%c: i1, %a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %s = arith.select %c, %a, %b : tensor<3xi32>
  return %s : tensor<3xi32>
}
