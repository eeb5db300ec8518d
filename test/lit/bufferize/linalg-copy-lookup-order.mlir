// The order of the glue ops around a structured op, as mlir-opt 22 makes
// them (partial bufferization, copy-before-write, so that the function's
// arguments stay tensors): the copy of an init that goes out of place is
// made before the op's own operand lookups (upstream inserts the copies
// first, insertTensorCopies), and each to_buffer of a block argument goes
// first in its block, so the input's to_buffer comes before the init's;
// the results' to_tensor ops come last result first (each is put right
// after the op). The build before this change gave the reverse orders.
// linalg.softmax bufferizes like the other structured ops, its output
// written, not read (no copy of %out).
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=linalg,bufferization copy-before-write unknown-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=linalg,bufferization copy-before-write unknown-type-conversion=identity-layout-map" --mlir-print-op-generic > %t.mlbuf
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=linalg,bufferization copy-before-write unknown-type-conversion=identity-layout-map" --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlbuf %t.upstream
// RUN: mlbuf-run %s -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries" --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 38

// CHECK-LABEL: func.func @dot
//  CHECK-NEXT:   %[[A1:.*]] = bufferization.to_buffer %arg0
//  CHECK-NEXT:   %[[A0:.*]] = bufferization.to_buffer %arg0
//  CHECK-NEXT:   %[[B:.*]] = bufferization.to_buffer %arg1
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %[[B]], %[[ALLOC]]
//  CHECK-NEXT:   linalg.dot ins(%[[A0]], %[[A1]] : {{.*}}) outs(%[[ALLOC]] :
func.func @dot(%a: tensor<4xi64>, %acc: tensor<i64>) -> tensor<i64> {
  %r = linalg.dot ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%acc : tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

// CHECK-LABEL: func.func @two_results
//       CHECK:   linalg.generic {{.*}} outs(%[[B0:.*]], %[[B1:.*]] : memref
//       CHECK:   %[[R1:.*]] = bufferization.to_tensor %[[B1]] :
//  CHECK-NEXT:   %[[R0:.*]] = bufferization.to_tensor %[[B0]] :
//       CHECK:   return %[[R0]], %[[R1]]
#id = affine_map<(d0) -> (d0)>
func.func @two_results(%a: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xi64>) outs(%e, %e : tensor<4xi64>, tensor<4xi64>) {
  ^bb0(%x: i64, %o0: i64, %o1: i64):
    %y = arith.addi %x, %x : i64
    linalg.yield %x, %y : i64, i64
  } -> (tensor<4xi64>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

// CHECK-LABEL: func.func @softmax
//       CHECK:   %[[IN:.*]] = bufferization.to_buffer %arg0
//       CHECK:   %[[ALLOC:.*]] = memref.alloc()
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.softmax dimension(1) ins(%[[IN]] : {{.*}}) outs(%[[ALLOC]] :
func.func @softmax(%in: tensor<2x3xf32>, %out: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.softmax dimension(1) ins(%in : tensor<2x3xf32>) outs(%out : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// 1+4+9+16 = 30 accumulated onto 2, plus 2 + 4 from the two results.
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %acc = arith.constant dense<2> : tensor<i64>
  %d = func.call @dot(%a, %acc) : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
  %r:2 = func.call @two_results(%a) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %x = tensor.extract %d[] : tensor<i64>
  %y = tensor.extract %r#0[%c1] : tensor<4xi64>
  %z = tensor.extract %r#1[%c1] : tensor<4xi64>
  %s = arith.addi %x, %y : i64
  %t = arith.addi %s, %z : i64
  return %t : i64
}
