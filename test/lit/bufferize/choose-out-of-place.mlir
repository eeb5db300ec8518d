// Which of two conflicting operands goes out of place
// (src/analysis/one_shot_choose.c): when a write the analysis kept in
// place sends a later operand out of place, the analysis runs again with
// the write out of place and keeps whichever decisions cost less by its
// estimate (an allocation, plus the bytes when the new buffer must hold
// the value, times 4 per loop around).
//
// @fill_in_while (random program 3302174's shape): bottom-up decides the
// loop body's fill of %t, the while's init, in place; the scf.condition
// operand then goes out of place and copies %w every trip (mlir-opt 22,
// deciding in its order, puts the fill out of place: a new buffer and no
// copy). Now the fill goes out of place, as upstream.
//
// @fill_in_loop_stays, adversarial: the fill that sends the insert out of
// place sits in a loop. Out of place it needs no copy but allocates every
// trip, so the insert before the loop keeps its one copy; a rule
// preferring any write that needs no copy allocates 3 times instead of
// once (a build counting no loop factor puts this fill out of place: 16
// allocations below, 192 bytes copied).
//
// @insert_flipped_copies, adversarial: the write put out of place reads
// its destination (tensor.insert), so its new buffer must first receive
// %t -- a rule taking every flipped write for a fill would lose %t[0]
// (the value below reads it). The select in the loop, which copied %t
// every trip, now stays in place (upstream rejects this loop: its yield
// is not the iteration argument's buffer).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=explain-copies -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: mlbuf-opt %s --one-shot-bufferize=choice-runs=1 --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=choice-runs=0 --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,ORDER
// VALUE: {{^}}227832086{{$}}
// STATS: allocations: 12
// STATS: bytes copied: 160
// STATS: memory errors: 0
// choice-runs=0, decisions in order (as before the choice):
// ORDER: allocations: 18
// ORDER: bytes copied: 448
// ORDER: memory errors: 0

// CHECK-LABEL: func.func @fill_in_while
//       CHECK:   scf.condition{{.*}}__inplace_operands_attr__ = ["none", "none", "true"]
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// EXPLAIN: remark: operand #1 of 'linalg.fill' bufferizes out of place (a new buffer): chosen, as in place it would send a later operand out of place at a higher estimated cost
func.func @fill_in_while() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k2 = arith.constant 2 : i64
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k31 = arith.constant 31 : i64
  %t = tensor.from_elements %k2, %k5, %k7, %k2 : tensor<4xi64>
  %r:2 = scf.while (%i = %c0, %w = %t) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %b = arith.cmpi ult, %i, %c3 : index
    scf.condition(%b) %i, %w : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %x: tensor<4xi64>):
    %f = linalg.fill ins(%k7 : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
    %e = tensor.extract %f[%c1] : tensor<4xi64>
    %x2 = tensor.insert %e into %x[%j] : tensor<4xi64>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %x2 : index, tensor<4xi64>
  }
  %a = tensor.extract %r#1[%c0] : tensor<4xi64>
  %b2 = tensor.extract %r#1[%c3] : tensor<4xi64>
  %m = arith.muli %a, %k31 : i64
  %s = arith.addi %m, %b2 : i64
  return %s : i64
}

// CHECK-LABEL: func.func @fill_in_loop_stays
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
func.func @fill_in_loop_stays() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k2 = arith.constant 2 : i64
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %k31 = arith.constant 31 : i64
  %t = tensor.from_elements %k2, %k5, %k7, %k2 : tensor<4xi64>
  %v = tensor.insert %k9 into %t[%c0] : tensor<4xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %k2) -> (i64) {
    %f = linalg.fill ins(%k7 : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
    %e = tensor.extract %f[%i] : tensor<4xi64>
    %n = arith.addi %acc, %e : i64
    scf.yield %n : i64
  }
  %a = tensor.extract %v[%c0] : tensor<4xi64>
  %b = tensor.extract %v[%c1] : tensor<4xi64>
  %m = arith.muli %a, %k31 : i64
  %s = arith.addi %m, %b : i64
  %s2 = arith.muli %s, %k31 : i64
  %s3 = arith.addi %s2, %r : i64
  return %s3 : i64
}

// CHECK-LABEL: func.func @insert_flipped_copies
//       CHECK:   arith.select {{.*}}__inplace_operands_attr__ = ["none", "true", "true"]
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @insert_flipped_copies() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k2 = arith.constant 2 : i64
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %k31 = arith.constant 31 : i64
  %t = tensor.from_elements %k2, %k5, %k7, %k2 : tensor<4xi64>
  %z = tensor.from_elements %k7, %k7, %k7, %k7 : tensor<4xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %z) -> (tensor<4xi64>) {
    %e = tensor.extract %x[%i] : tensor<4xi64>
    %b = arith.cmpi eq, %e, %k7 : i64
    %s = arith.select %b, %t, %x : tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  %w = tensor.insert %k9 into %t[%c1] : tensor<4xi64>
  %a = tensor.extract %r[%c1] : tensor<4xi64>
  %b2 = tensor.extract %w[%c1] : tensor<4xi64>
  %b3 = tensor.extract %w[%c0] : tensor<4xi64>
  %m = arith.muli %a, %k31 : i64
  %s1 = arith.addi %m, %b2 : i64
  %s2 = arith.muli %s1, %k31 : i64
  %s3 = arith.addi %s2, %b3 : i64
  return %s3 : i64
}

func.func @main() -> i64 {
  %k1000 = arith.constant 1000 : i64
  %a = func.call @fill_in_while() : () -> i64
  %b = func.call @fill_in_loop_stays() : () -> i64
  %c = func.call @insert_flipped_copies() : () -> i64
  %ab = arith.muli %a, %k1000 : i64
  %ab2 = arith.addi %ab, %b : i64
  %abc = arith.muli %ab2, %k1000 : i64
  %r = arith.addi %abc, %c : i64
  return %r : i64
}
