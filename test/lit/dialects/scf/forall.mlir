// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.forall: the normalized `in (ubs)` form and the `= (lbs) to (ubs)
// step (steps)` form (mixed static/dynamic), the mapping attribute, and the
// implicit scf.forall.in_parallel terminator.

func.func @foralls(%lb: index, %ub: index, %st: index) {
  scf.forall (%i, %j) in (%ub, 4) {
  }
  scf.forall (%i) = (%lb) to (%ub) step (%st) {
  }
  scf.forall (%i, %j) = (0, %lb) to (4, %ub) step (1, 2) {
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i) = (0) to (8) step (1) {
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @foralls(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (%arg1, 4) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, %arg0) to (4, %arg1) step (1, 2) {
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: scf.forall (%arg3) in (8) {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index) -> (), sym_name = "foralls"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index):
// GENERIC-NEXT: "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
// GENERIC-NEXT: ^bb0(%arg7: index, %arg8: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "scf.forall"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg6: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "scf.forall"(%arg0, %arg1) <{mapping = [#gpu.thread<x>, #gpu.thread<y>], operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 1, 2>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index) -> ()
// GENERIC-NEXT: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
// GENERIC-NEXT: ^bb0(%arg3: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
