// REQUIRES: mlir-opt
// `bufferization.writable = false` on a function argument makes it
// read-only: a write into it goes to a new buffer (a copy when the value
// is read), as upstream. The analysis annotations say so too.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// Upstream's output has the same shape:
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @fill_read_only(
//  CHECK-SAME:     %[[T:.*]]: memref<4xf32>
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   linalg.fill {{.*}} outs(%[[A]] : memref<4xf32>)
//       CHECK:   return %[[A]]
// ANALYSIS-LABEL: func.func @fill_read_only(
//  ANALYSIS-SAME:     bufferization.access = "none"
//       ANALYSIS:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
func.func @fill_read_only(%t: tensor<4xf32> {bufferization.writable = false}, %v: f32) -> tensor<4xf32> {
  %r = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// The caller's tensor keeps its value: 1 + 2 = 3.
// CHECK-LABEL: func.func @insert_read_only(
//       CHECK:   memref.alloc()
//       CHECK:   memref.copy
//       CHECK:   memref.store
func.func @insert_read_only(%t: tensor<4xf32> {bufferization.writable = false}) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  %n = tensor.insert %two into %t[%c0] : tensor<4xf32>
  return %old, %n : f32, tensor<4xf32>
}

// VALUE: 3
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %old, %n = call @insert_read_only(%t) : (tensor<4xf32>) -> (f32, tensor<4xf32>)
  %x = tensor.extract %n[%c0] : tensor<4xf32>
  %s = arith.addf %old, %x : f32
  return %s : f32
}
