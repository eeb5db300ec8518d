// REQUIRES: mlir-opt
// infer-layout-map: a function returns the source of the memref.cast its
// return would hand back, and takes its type (mlir-opt 22's
// foldMemRefCasts), even when the cast gained precision: @keep_ranked
// returns memref<*xf32> for a tensor<8xf32>, @keep_static
// memref<?xf32, ...> for a tensor<8xf32>. The casts stay, dead, as
// upstream's. (Later upstream keeps precision-gaining casts.)
// RUN: rm -rf %t && split-file %s %t
// RUN: mlbuf-opt %t/returns.mlir --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: %mlir_opt %t/returns.mlir --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlbuf-run %t/returns.mlir | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %t/returns.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// Callers get the shape back through a cast (mlir-opt 22 hands the less
// precise buffer to the users: it crashes on a load from the unranked
// one; a linalg op with static sizes would not verify):
// RUN: mlbuf-opt %t/caller.mlir --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=CALLER
// RUN: mlbuf-run %t/caller.mlir | FileCheck %s --check-prefix=VALUE2
// RUN: mlbuf-opt %t/caller.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE2

//--- returns.mlir
// CHECK-LABEL: func.func @keep_ranked(
//  CHECK-SAME:     %[[T:.*]]: memref<*xf32>) -> memref<*xf32> {
//       CHECK:   memref.cast %[[T]] : memref<*xf32> to memref<8xf32, strided<[?], offset: ?>>
//       CHECK:   return %[[T]] : memref<*xf32>
func.func @keep_ranked(%t: tensor<*xf32>) -> tensor<8xf32> {
  %1 = tensor.cast %t : tensor<*xf32> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @keep_static(
//  CHECK-SAME:     %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
//       CHECK:   return %[[T]] : memref<?xf32, strided<[?], offset: ?>>
func.func @keep_static(%t: tensor<?xf32>) -> tensor<8xf32> {
  %1 = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

// VALUE: 3
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%three : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %d = tensor.cast %f : tensor<8xf32> to tensor<?xf32>
  %s = call @keep_static(%d) : (tensor<?xf32>) -> tensor<8xf32>
  %x = tensor.extract %s[%c0] : tensor<8xf32>
  return %x : f32
}

//--- caller.mlir
func.func @keep_ranked(%t: tensor<*xf32>) -> tensor<8xf32> {
  %1 = tensor.cast %t : tensor<*xf32> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @keep_static(%t: tensor<?xf32>) -> tensor<8xf32> {
  %1 = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CALLER-LABEL: func.func @main() -> f32 {
//       CALLER:   %[[R:.*]] = call @keep_ranked(%{{.*}}) : (memref<*xf32>) -> memref<*xf32>
//       CALLER:   %[[C:.*]] = memref.cast %[[R]] : memref<*xf32> to memref<8xf32, strided<[?], offset: ?>>
//       CALLER:   %[[S:.*]] = call @keep_static(%{{.*}}) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
//       CALLER:   %[[D:.*]] = memref.cast %[[S]] : memref<?xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
//       CALLER:   linalg.map {{.*}} ins(%[[C]], %[[D]] : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>)
// 4 + 4
// VALUE2: 8
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %four = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%four : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %u = tensor.cast %f : tensor<8xf32> to tensor<*xf32>
  %r = call @keep_ranked(%u) : (tensor<*xf32>) -> tensor<8xf32>
  %d = tensor.cast %f : tensor<8xf32> to tensor<?xf32>
  %s = call @keep_static(%d) : (tensor<?xf32>) -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %m = linalg.map { arith.addf } ins(%r, %s : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>)
  %x = tensor.extract %m[%c0] : tensor<8xf32>
  return %x : f32
}
