// func-bufferize converts the arguments of every block of a function body
// and the operands branches pass to them (the successor operands the
// branch op states), as upstream's signature conversion of the whole
// region. Tensors forwarded unchanged along branches need no glue at all.
// RUN: mlbuf-opt %s --func-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @pick(
//  CHECK-SAME:     %[[C:.*]]: i1, %[[A:.*]]: memref<2xi64>, %[[B:.*]]: memref<2xi64>) -> memref<2xi64>
//       CHECK:   cf.cond_br %[[C]], ^bb1(%[[A]] : memref<2xi64>), ^bb1(%[[B]] : memref<2xi64>)
//       CHECK: ^bb1(%[[X:.*]]: memref<2xi64>):
//   CHECK-NOT:   bufferization
//       CHECK:   return %[[X]] : memref<2xi64>
func.func @pick(%c: i1, %a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  cf.cond_br %c, ^bb1(%a : tensor<2xi64>), ^bb1(%b : tensor<2xi64>)
^bb1(%x: tensor<2xi64>):
  return %x : tensor<2xi64>
}

// VALUE: {{^}}20{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<[10, 11]> : tensor<2xi64>
  %b = arith.constant dense<[20, 21]> : tensor<2xi64>
  %f = arith.constant false
  %p = call @pick(%f, %a, %b) : (i1, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %e = tensor.extract %p[%c0] : tensor<2xi64>
  return %e : i64
}
