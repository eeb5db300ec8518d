// arith.index_cast on tensors bufferizes to arith.index_cast on the
// source's buffer (the result is that buffer, seen with the other element
// type; same layout), as mlir-opt 22 does (output identical in generic
// form). A write into the result while the cast tensor is read later goes
// to a copy. mlbuf-run runs the memref form between i64 and index (the
// same 64-bit values: a view of the source). arith.index_castui has no
// model upstream: it stays an error.
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics | FileCheck %s
// RUN: split-file %s %t
// RUN: mlbuf-run %t/main.mlir | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %t/main.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

//--- main.mlir
// CHECK-LABEL: func.func private @widen
//  CHECK-SAME:   (%[[T:.*]]: memref<4xi64, strided<[?], offset: ?>>) -> memref<4xindex, strided<[?], offset: ?>>
//       CHECK:   %[[R:.*]] = arith.index_cast %[[T]] : memref<4xi64, strided<[?], offset: ?>> to memref<4xindex, strided<[?], offset: ?>>
//       CHECK:   return %[[R]]
// CHECK-LABEL: func.func @main
//       CHECK:   %[[C:.*]] = call @widen
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xindex>
//       CHECK:   memref.copy %[[C]], %[[A]]
//       CHECK:   memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<4xindex>
//       CHECK:   memref.load %[[C]]
// VALUE: {{^}}-2{{$}}
func.func private @widen(%t: tensor<4xi64>) -> tensor<4xindex> {
  %r = arith.index_cast %t : tensor<4xi64> to tensor<4xindex>
  return %r : tensor<4xindex>
}
func.func @main() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %m7 = arith.constant -7 : i64
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%m7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r = call @widen(%f) : (tensor<4xi64>) -> tensor<4xindex>
  %w = tensor.insert %c5 into %r[%c1] : tensor<4xindex>
  %a = tensor.extract %w[%c1] : tensor<4xindex>
  %b = tensor.extract %r[%c2] : tensor<4xindex>
  %s = arith.addi %a, %b : index
  return %s : index
}

// -----

//--- unsigned.mlir
func.func @unsigned(%t: tensor<4xi32>) -> tensor<4xindex> {
  // expected-error @below {{op was not bufferized}}
  %r = arith.index_castui %t : tensor<4xi32> to tensor<4xindex>
  return %r : tensor<4xindex>
}
