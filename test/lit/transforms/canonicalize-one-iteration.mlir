// One iteration of the greedy driver (max-iterations=1) must finish what
// upstream's does in one: an op the driver changes re-queues its ancestors
// (greedy.c worklist_add), so the scf.for around a yield operand the
// region-branch patterns simplified is visited again in the same
// iteration. With more iterations, a driver that forgot the ancestors
// reaches the same result later; with one it does not (nothing else in the
// test suite noticed). Expectations from upstream mlir-opt.
// RUN: mlbuf-opt %s --canonicalize=max-iterations=1 | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize=max-iterations=2 | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @iter_args(
//  CHECK-SAME:   %[[M:[^:]+]]: memref<4xi64>, %[[N:[^:]+]]: index, %[[X:[^:]+]]: i64, %[[Y:[^:]+]]: i64)
//       CHECK:   %[[R:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %[[Y]], %[[U:.*]] = %[[Y]]) -> (i64, i64) {
//       CHECK:     %[[V:.*]] = memref.load %[[M]][%[[I]]]
//       CHECK:     %[[S:.*]] = arith.addi %[[A]], %[[V]] : i64
//       CHECK:     %[[T:.*]] = arith.addi %[[A]], %[[X]] : i64
//       CHECK:     memref.store %[[T]], %[[M]][%[[I]]]
//       CHECK:     %[[W:.*]] = arith.addi %[[U]], %[[V]] : i64
//       CHECK:     scf.yield %[[S]], %[[W]] : i64, i64
//       CHECK:   return %[[X]], %[[R]]#0, %[[R]]#0, %[[X]] : i64, i64, i64, i64
func.func @iter_args(%m: memref<4xi64>, %n: index, %x: i64, %y: i64) -> (i64, i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:5 = scf.for %i = %c0 to %n step %c1
      iter_args(%fwd = %x, %a = %y, %b = %y, %inv = %x, %unused = %y)
      -> (i64, i64, i64, i64, i64) {
    %v = memref.load %m[%i] : memref<4xi64>
    %s = arith.addi %a, %v : i64
    %t = arith.addi %b, %inv : i64
    memref.store %t, %m[%i] : memref<4xi64>
    %u = arith.addi %unused, %v : i64
    scf.yield %fwd, %s, %s, %x, %u : i64, i64, i64, i64, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : i64, i64, i64, i64
}
