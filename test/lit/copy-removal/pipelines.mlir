// Copy removal after the deallocation pipelines, end to end. A tensor
// program whose copies One-Shot Bufferize keeps (a linalg.copy and a
// materialize_in_destination of one tensor into fresh tensors), through
// the ownership-based pipeline and copy-removal: the same value, no leak
// or bad free, and no copy left (mlbuf-run's copy count is of memref.copy
// ops: the linalg.copy runs as a linalg op; CHECK sees both gone).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --copy-removal | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s --check-prefix=ORIG
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=TENSOR

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xi64>
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   copy
//       CHECK:   memref.dealloc %[[A]]
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
// TENSOR: 1000
// EXEC: 1000
// EXEC: allocations: 1
// EXEC: copies: 0
// EXEC: memory errors: 0
// ORIG: 1000
// ORIG: allocations: 3
// ORIG: copies: 1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %t = tensor.from_elements %k1, %k2, %k3, %k4 : tensor<2x2xi64>
  %e1 = tensor.empty() : tensor<2x2xi64>
  %u = linalg.copy ins(%t : tensor<2x2xi64>) outs(%e1 : tensor<2x2xi64>) -> tensor<2x2xi64>
  %e2 = tensor.empty() : tensor<2x2xi64>
  %w = bufferization.materialize_in_destination %t in %e2 : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  %a = tensor.extract %t[%c0, %c1] : tensor<2x2xi64>
  %b = tensor.extract %u[%c1, %c0] : tensor<2x2xi64>
  %c = tensor.extract %w[%c1, %c1] : tensor<2x2xi64>
  %k100 = arith.constant 100 : i64
  %k10 = arith.constant 10 : i64
  %a100 = arith.muli %a, %k100 : i64
  %b10 = arith.muli %b, %k10 : i64
  %s = arith.addi %a100, %b10 : i64
  %r = arith.addi %s, %c : i64
  %k766 = arith.constant 766 : i64
  %rr = arith.addi %r, %k766 : i64
  return %rr : i64
}
