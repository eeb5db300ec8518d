// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.parallel with init values and scf.reduce regions; the implicit
// terminator `scf.reduce` is printed (with a trailing space).

func.func @parallels(%lb: index, %ub: index, %st: index, %x: f32, %y: i32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %y) -> (f32, i32) {
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %rr : i32
    }
  } {tag}
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @parallels(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: scf.reduce(%arg3 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: scf.reduce.return %arg7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, f32, i32) -> f32, sym_name = "parallels"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32):
// GENERIC-NEXT: "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg13: index, %arg14: index):
// GENERIC-NEXT: "scf.reduce"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT: %0 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg10: index):
// GENERIC-NEXT: "scf.reduce"(%arg3) ({
// GENERIC-NEXT: ^bb0(%arg11: f32, %arg12: f32):
// GENERIC-NEXT: %2 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "scf.reduce.return"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (f32) -> ()
// GENERIC-NEXT: }) : (index, index, index, f32) -> f32
// GENERIC-NEXT: %1:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg5: index):
// GENERIC-NEXT: "scf.reduce"(%arg3, %arg4) ({
// GENERIC-NEXT: ^bb0(%arg8: f32, %arg9: f32):
// GENERIC-NEXT: "scf.reduce.return"(%arg8) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// GENERIC-NEXT: "scf.reduce.return"(%arg7) : (i32) -> ()
// GENERIC-NEXT: }) : (f32, i32) -> ()
// GENERIC-NEXT: }) {tag} : (index, index, index, f32, i32) -> (f32, i32)
// GENERIC-NEXT: "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
