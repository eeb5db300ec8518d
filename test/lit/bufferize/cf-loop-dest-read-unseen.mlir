// The reads nobody sees (one_shot_unseen.c) follow branches: a tensor
// carried around a cf loop whose only uses are inserts (their kept
// elements show only in their results) and branches back to the loop is
// never looked at, so the inserts' reads of their destinations are no
// conflict (random program 7150656: the loop's init and an insert in
// each trip were copied, 416 bytes where mlir-opt 22 copies 176).
// @unseen: nothing reads %h; the inserts into %a and %h stay in place,
// no copy. @seen, adversarial: the same loop, then %h[3] is read after
// it; in place, the insert of 5 into %a[3] would show there, so %a is
// copied before the loop (7, not 5).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS

// CHECK-LABEL: func.func @unseen
//   CHECK-NOT:   memref.copy
// CHECK-LABEL: func.func @seen
//       CHECK:   memref.copy
// VALUE: {{^}}707{{$}}
// Before branches were followed: 8 allocations, 192 bytes.
// STATS: allocations: 5
// STATS: bytes copied: 96
// STATS: memory errors: 0
func.func @unseen() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%c0, %a : index, tensor<4xi64>)
^bb1(%i: index, %h: tensor<4xi64>):
  %more = arith.cmpi ult, %i, %c3 : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %odd = arith.cmpi eq, %i, %c1 : index
  %r = scf.if %odd -> (tensor<4xi64>) {
    %w = tensor.insert %k5 into %a[%c3] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  } else {
    %v = tensor.insert %k5 into %h[%c0] : tensor<4xi64>
    scf.yield %v : tensor<4xi64>
  }
  %h2 = tensor.insert %k9 into %h[%i] : tensor<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %h2 : index, tensor<4xi64>)
^bb3:
  return %k7 : i64
}
func.func @seen() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%c0, %a : index, tensor<4xi64>)
^bb1(%i: index, %h: tensor<4xi64>):
  %more = arith.cmpi ult, %i, %c3 : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %odd = arith.cmpi eq, %i, %c1 : index
  %r = scf.if %odd -> (tensor<4xi64>) {
    %w = tensor.insert %k5 into %a[%c3] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  } else {
    %v = tensor.insert %k5 into %h[%c0] : tensor<4xi64>
    scf.yield %v : tensor<4xi64>
  }
  %h2 = tensor.insert %k9 into %h[%i] : tensor<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %h2 : index, tensor<4xi64>)
^bb3:
  %x = tensor.extract %h[%c3] : tensor<4xi64>
  return %x : i64
}
func.func @main() -> i64 {
  %u = call @unseen() : () -> i64
  %s = call @seen() : () -> i64
  %k100 = arith.constant 100 : i64
  %m = arith.muli %u, %k100 : i64
  %r = arith.addi %m, %s : i64
  return %r : i64
}
