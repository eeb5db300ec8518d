// tensor.reshape bufferizes to memref.reshape of the source's buffer, the
// source copied into an identity buffer first when its buffer has a layout
// (a function argument), as mlir-opt 22 does (output identical in generic
// form). The shape operand is only read, never aliased by the result: a
// write into the shape tensor after the reshape stays in place.
// tensor.bitcast has no model in mlir-opt 22: an error, as upstream.
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics | FileCheck %s
// RUN: split-file %s %t
// RUN: mlbuf-run %t/main.mlir | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %t/main.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

//--- main.mlir
// CHECK-LABEL: func.func private @fifth
//  CHECK-SAME:   (%[[T:.*]]: memref<2x3xf32, strided<[?, ?], offset: ?>>, %[[S:.*]]: memref<1xindex, strided<[?], offset: ?>>)
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
//       CHECK:   memref.copy %[[T]], %[[A]]
//       CHECK:   %[[R:.*]] = memref.reshape %[[A]](%[[S]]) : (memref<2x3xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<6xf32>
//       CHECK:   memref.load %[[R]]
// CHECK-LABEL: func.func @main
//       CHECK:   %[[SB:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1xindex>
//       CHECK:   call @fifth
//       CHECK:   %[[R2:.*]] = memref.reshape %{{.*}}(%[[SB]]) : (memref<2x3xf32>, memref<1xindex>) -> memref<6xf32>
//  CHECK-NEXT:   memref.store %{{.*}}, %[[R2]][%{{.*}}] : memref<6xf32>
//  CHECK-NEXT:   memref.store %{{.*}}, %[[SB]][%{{.*}}] : memref<1xindex>
// VALUE: {{^}}14{{$}}
func.func private @fifth(%t: tensor<2x3xf32>, %s: tensor<1xindex>) -> f32 {
  %c4 = arith.constant 4 : index
  %r = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %v = tensor.extract %r[%c4] : tensor<6xf32>
  return %v : f32
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %nine = arith.constant 9.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f5 = arith.constant 5.0 : f32
  %f6 = arith.constant 6.0 : f32
  %t = tensor.from_elements %f1, %f2, %f3, %f4, %f5, %f6 : tensor<2x3xf32>
  %s = tensor.from_elements %c6 : tensor<1xindex>
  %x = call @fifth(%t, %s) : (tensor<2x3xf32>, tensor<1xindex>) -> f32
  %r = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %w = tensor.insert %nine into %r[%c0] : tensor<6xf32>
  %s2 = tensor.insert %c0 into %s[%c0] : tensor<1xindex>
  %a = tensor.extract %w[%c0] : tensor<6xf32>
  %i = tensor.extract %s2[%c0] : tensor<1xindex>
  %ii = arith.index_cast %i : index to i32
  %fi = arith.sitofp %ii : i32 to f32
  %sum0 = arith.addf %x, %a : f32
  %sum = arith.addf %sum0, %fi : f32
  return %sum : f32
}

// -----

//--- bitcast.mlir
func.func @bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
