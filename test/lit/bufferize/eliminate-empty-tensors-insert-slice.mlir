// REQUIRES: mlir-opt
// eliminate-empty-tensors: the tensor.empty a fill writes becomes the
// slice of the destination the fill's result is inserted into, so One-Shot
// Bufferize fills the destination in place (no allocation, no copy).
// Output identical to mlir-opt 22's (generic form); the program's value is
// unchanged by the rewrite and by bufferization.
// RUN: mlbuf-opt %s --eliminate-empty-tensors | FileCheck %s
// RUN: mlbuf-opt %s --eliminate-empty-tensors --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --eliminate-empty-tensors --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --eliminate-empty-tensors | mlbuf-run - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=BUF
// RUN: mlbuf-opt %s --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// The slice is built where the empty was (the destination and the offset
// are defined above it); the empty stays, unused.
// CHECK-LABEL: func.func @main() -> f32
//       CHECK:   %[[BIG:.*]] = linalg.fill {{.*}} -> tensor<8xf32>
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[BIG]][%{{.*}}] [4] [1] : tensor<8xf32> to tensor<4xf32>
//  CHECK-NEXT:   tensor.empty() : tensor<4xf32>
//  CHECK-NEXT:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
//  CHECK-NEXT:   tensor.insert_slice %[[F]] into %[[BIG]]

// One buffer for the whole program: the fill writes a subview of it.
// BUF-LABEL: func.func @main() -> f32
//       BUF:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
//   BUF-NOT:   memref.alloc
//       BUF:   %[[V:.*]] = memref.subview %[[A]]
//       BUF:   linalg.fill ins(%{{.*}} : f32) outs(%[[V]] :
//   BUF-NOT:   memref.alloc
// BUF-LABEL: func.func @twice
// VALUE: 1.5
func.func @main() -> f32 {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %cst = arith.constant 1.5 : f32
  %cst0 = arith.constant 0.0 : f32
  %big0 = tensor.empty() : tensor<8xf32>
  %big = linalg.fill ins(%cst0 : f32) outs(%big0 : tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %big[%c2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.extract %r[%c2] : tensor<8xf32>
  %y = tensor.extract %r[%c7] : tensor<8xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// A value inserted twice: the empty is replaced by the slice of the first
// insert only (the analysis then puts that slice out of place, for the
// second insert still reads the fill).
// CHECK-LABEL: func.func @twice(
//  CHECK-SAME:     %[[T:.*]]: tensor<?xf32>, %[[SZ:.*]]: index)
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[T]][0] [%[[SZ]]] [1]
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<?xf32>)
func.func @twice(%t: tensor<?xf32>, %sz: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %f0 = arith.constant 0.0 : f32
  %a = tensor.empty(%sz) : tensor<?xf32>
  %f = linalg.fill ins(%f0 : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r0 = tensor.insert_slice %f into %t[0] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  %r1 = tensor.insert_slice %f into %t[42] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %r0, %r1 : tensor<?xf32>, tensor<?xf32>
}

// Inside a loop, the slice depends on the induction variable and the
// iteration argument: it is built at the start of the body, where both
// are visible, not at the empty above the loop.
// CHECK-LABEL: func.func @in_loop(
//       CHECK:   scf.for %[[IV:.*]] = {{.*}} iter_args(%[[BB:.*]] = %{{.*}})
//  CHECK-NEXT:     %[[S:.*]] = tensor.extract_slice %[[BB]][%[[IV]]] [5] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<5xf32>)
func.func @in_loop(%t : tensor<?xf32>, %sz : index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %blank = tensor.empty() : tensor<5xf32>
  %r = scf.for %iv = %c0 to %sz step %c5 iter_args(%bb = %t) -> (tensor<?xf32>) {
    %iv_i32 = arith.index_cast %iv : index to i32
    %f = arith.sitofp %iv_i32 : i32 to f32
    %filled = linalg.fill ins(%f : f32) outs(%blank : tensor<5xf32>) -> tensor<5xf32>
    %inserted = tensor.insert_slice %filled into %bb[%iv] [5] [1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %inserted : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
