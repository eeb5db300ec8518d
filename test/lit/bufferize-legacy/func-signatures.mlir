// func-bufferize turns tensor arguments and results of every function,
// declarations included, and the operands and results of calls into
// identity-layout memrefs. The bodies stay on tensors: a to_tensor reads
// each converted argument and call result, a to_buffer hands a tensor to
// a return or a call. The full legacy pipeline then runs and computes 4 + 3.
// RUN: mlbuf-opt %s --func-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func private @ext(memref<?xi64>) -> memref<*xi64>
func.func private @ext(tensor<?xi64>) -> tensor<*xi64>

// CHECK-LABEL: func.func @second(
//  CHECK-SAME:     %[[A:.*]]: memref<2xi64>) -> i64
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<2xi64> to tensor<2xi64>
//       CHECK:   tensor.extract %[[T]]
func.func @second(%t: tensor<2xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%c1] : tensor<2xi64>
  return %e : i64
}

// CHECK-LABEL: func.func @make(
//  CHECK-SAME:     %{{.*}}: i64, %{{.*}}: i64) -> memref<2xi64>
//       CHECK:   %[[F:.*]] = tensor.from_elements
//       CHECK:   %[[B:.*]] = bufferization.to_buffer %[[F]] : tensor<2xi64> to memref<2xi64>
//       CHECK:   return %[[B]] : memref<2xi64>
func.func @make(%a: i64, %b: i64) -> tensor<2xi64> {
  %t = tensor.from_elements %a, %b : tensor<2xi64>
  return %t : tensor<2xi64>
}

// The call's result goes straight to the next call: no glue between.
// CHECK-LABEL: func.func @main() -> i64
//       CHECK:   %[[M:.*]] = call @make(%{{.*}}, %{{.*}}) : (i64, i64) -> memref<2xi64>
//   CHECK-NOT:   bufferization.to_tensor
//       CHECK:   call @second(%[[M]]) : (memref<2xi64>) -> i64
// VALUE: {{^}}7{{$}}
func.func @main() -> i64 {
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %t = call @make(%c3, %c4) : (i64, i64) -> tensor<2xi64>
  %s = call @second(%t) : (tensor<2xi64>) -> i64
  %r = arith.addi %s, %c3 : i64
  return %r : i64
}
