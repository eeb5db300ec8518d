// REQUIRES: mlir-opt
// A cf block argument reached by the result of an scf.while, scf.for or
// scf.if takes the type the region op's rewrite will give that result,
// predicted before the rewrite (`predicted_result_type`), as upstream's
// getBufferType does: here the identity layout, with no cast. Before,
// such a result's type was unknown and the argument took the fully
// dynamic layout; the casts hid from the deallocation pipeline that the
// argument is that buffer, and its deallocs grew past the lowering's
// inline limit (random program 6851139: 16 allocations at run time
// against upstream's 11, now 11).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// 3 + 2 (@while_result) + 5 + 1 (@for_result) + 7 + 1 (@if_result)
// VALUE: {{^}}19{{$}}

// CHECK-LABEL: func.func @while_result(
//   CHECK-NOT:   memref.cast
//       CHECK:   ^bb3(%{{.*}}: memref<4xi64>):
func.func @while_result(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k1 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.cond_br %c, ^l, ^r
^l:
  %w:2 = scf.while (%i = %c0, %t = %a) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %go = arith.cmpi ult, %i, %c2 : index
    scf.condition(%go) %i, %t : index, tensor<4xi64>
  } do {
  ^bb0(%i: index, %t: tensor<4xi64>):
    %x = tensor.extract %t[%c0] : tensor<4xi64>
    %y = arith.addi %x, %k1 : i64
    %u = tensor.insert %y into %t[%c0] : tensor<4xi64>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %u : index, tensor<4xi64>
  }
  cf.br ^join(%w#1 : tensor<4xi64>)
^r:
  %f = linalg.fill ins(%k2 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^join(%f : tensor<4xi64>)
^join(%j: tensor<4xi64>):
  %v = tensor.extract %j[%c0] : tensor<4xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @for_result(
//   CHECK-NOT:   memref.cast
//       CHECK:   ^bb3(%{{.*}}: memref<4xi64>):
func.func @for_result(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k2 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.cond_br %c, ^l, ^r
^l:
  %w = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %a) -> (tensor<4xi64>) {
    %x = tensor.extract %t[%c0] : tensor<4xi64>
    %y = arith.addi %x, %k1 : i64
    %u = tensor.insert %y into %t[%c0] : tensor<4xi64>
    scf.yield %u : tensor<4xi64>
  }
  cf.br ^join(%w : tensor<4xi64>)
^r:
  %f = linalg.fill ins(%k1 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^join(%f : tensor<4xi64>)
^join(%j: tensor<4xi64>):
  %v = tensor.extract %j[%c0] : tensor<4xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @if_result(
//   CHECK-NOT:   memref.cast
//       CHECK:   ^bb3(%{{.*}}: memref<4xi64>):
func.func @if_result(%c: i1, %d: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %k7 = arith.constant 7 : i64
  %e = tensor.empty() : tensor<4xi64>
  cf.cond_br %c, ^l, ^r
^l:
  %w = scf.if %d -> (tensor<4xi64>) {
    %f = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  } else {
    %g = linalg.fill ins(%k1 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %g : tensor<4xi64>
  }
  cf.br ^join(%w : tensor<4xi64>)
^r:
  %h = linalg.fill ins(%k1 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^join(%h : tensor<4xi64>)
^join(%j: tensor<4xi64>):
  %v = tensor.extract %j[%c0] : tensor<4xi64>
  return %v : i64
}

func.func @main() -> i64 {
  %true = arith.constant true
  %false = arith.constant false
  %a = call @while_result(%true) : (i1) -> i64
  %b = call @while_result(%false) : (i1) -> i64
  %c = call @for_result(%true) : (i1) -> i64
  %d = call @for_result(%false) : (i1) -> i64
  %e = call @if_result(%true, %true) : (i1, i1) -> i64
  %f = call @if_result(%false, %true) : (i1, i1) -> i64
  %s1 = arith.addi %a, %b : i64
  %s2 = arith.addi %c, %d : i64
  %s3 = arith.addi %e, %f : i64
  %s4 = arith.addi %s1, %s2 : i64
  %s = arith.addi %s4, %s3 : i64
  return %s : i64
}
