// bufferization-bufferize (as every partial pass) folds
// to_buffer(to_tensor(%m)) into %m, turns alloc_tensor into memref.alloc,
// and leaves bufferization.clone (an op on memrefs) alone, as MLIR 16's
// pass does; the to_tensor left without uses goes (16 keeps it).
// RUN: mlbuf-opt %s --bufferization-bufferize | FileCheck %s

// CHECK-LABEL: func.func @f(
//  CHECK-SAME:     %[[M:.*]]: memref<4xf32>, %[[N:.*]]: index)
//   CHECK-NOT:   bufferization.to_tensor %[[M]]
//       CHECK:   %[[C:.*]] = bufferization.clone %[[M]] : memref<4xf32> to memref<4xf32>
//       CHECK:   %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<?xf32> to tensor<?xf32>
//       CHECK:   return %[[M]], %[[C]], %[[T]]
func.func @f(%m: memref<4xf32>, %n: index) -> (memref<4xf32>, memref<4xf32>, tensor<?xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
  %2 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %3 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  return %1, %2, %3 : memref<4xf32>, memref<4xf32>, tensor<?xf32>
}
