// REQUIRES: mlir-opt
// empty-tensor-to-alloc-tensor: each tensor.empty becomes an alloc_tensor
// with the same dynamic sizes; like upstream's greedy driver, the pass also
// erases dead ops and folds (the unused tensor.empty and addi vanish).
// Output identical to mlir-opt 22's in generic form; the program computes
// the same value before and after, bufferized and run on the checked heap.
// RUN: mlbuf-opt %s --empty-tensor-to-alloc-tensor | FileCheck %s
// RUN: mlbuf-opt %s --empty-tensor-to-alloc-tensor --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --empty-tensor-to-alloc-tensor --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --empty-tensor-to-alloc-tensor --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main() -> f32
//   CHECK-NOT:   tensor.empty
//       CHECK:   %[[N:.*]] = arith.constant 3 : index
//       CHECK:   %[[A:.*]] = bufferization.alloc_tensor(%[[N]]) : tensor<?x4xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : tensor<?x4xf32>)
//   CHECK-NOT:   tensor.empty
//   CHECK-NOT:   arith.addi
//       CHECK:   %[[B:.*]] = bufferization.alloc_tensor() : tensor<4xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[B]] : tensor<4xf32>)
// VALUE: 4.5
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.addi %c1, %c2 : index
  %cst = arith.constant 1.5 : f32
  %cst3 = arith.constant 3.0 : f32
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %dead = tensor.empty() : tensor<8xf32>
  %unused = arith.addi %n, %c1 : index
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%cst3 : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %f[%c2, %c0] : tensor<?x4xf32>
  %y = tensor.extract %g[%c1] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// The driver simplifies regions as upstream's does by default (more than
// canonicalize): the block argument every predecessor passes the same value
// for is dropped.
// CHECK-LABEL: func.func @branch(
//  CHECK-SAME:     %[[N:[a-z0-9]+]]: index)
//       CHECK:   %[[A:.*]] = bufferization.alloc_tensor(%[[N]]) : tensor<?xf32>
//  CHECK-NEXT:   cf.br ^bb1{{$}}
//       CHECK: ^bb1:
//  CHECK-NEXT:   return %[[A]] : tensor<?xf32>
func.func @branch(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  cf.br ^bb1(%e : tensor<?xf32>)
^bb1(%x: tensor<?xf32>):
  return %x : tensor<?xf32>
}
