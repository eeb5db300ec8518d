// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.for: index and integer bounds (`: i32` with upstream's double
// space), iter_args, the unsigned comparison property.

func.func @fors(%lb: index, %ub: index, %st: index, %x: f32, %a: i32, %b: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    %0 = arith.addi %i, %i : index
  }
  %s = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %1 = arith.addf %acc, %acc : f32
    scf.yield %1 : f32
  }
  %p:2 = scf.for %i = %a to %b step %a iter_args(%u = %x, %v = %a) -> (f32, i32) : i32 {
    scf.yield %u, %v : f32, i32
  }
  scf.for unsigned %i = %a to %b step %a : i32 {
  }
  scf.for %i = %lb to %ub step %st {
    scf.yield
  } {tag}
  return %s : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @fors(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32) -> f32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg6 : index
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg6 = %arg4 to %arg5 step %arg4 iter_args(%arg7 = %arg3, %arg8 = %arg4) -> (f32, i32)  : i32 {
// CHECK-NEXT: scf.yield %arg7, %arg8 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg6 = %arg4 to %arg5 step %arg4  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, f32, i32, i32) -> f32, sym_name = "fors"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32):
// GENERIC-NEXT: "scf.for"(%arg0, %arg1, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg13: index):
// GENERIC-NEXT: %3 = "arith.addi"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
// GENERIC-NEXT: ^bb0(%arg11: index, %arg12: f32):
// GENERIC-NEXT: %2 = "arith.addf"(%arg12, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "scf.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (index, index, index, f32) -> f32
// GENERIC-NEXT: %1:2 = "scf.for"(%arg4, %arg5, %arg4, %arg3, %arg4) ({
// GENERIC-NEXT: ^bb0(%arg8: i32, %arg9: f32, %arg10: i32):
// GENERIC-NEXT: "scf.yield"(%arg9, %arg10) : (f32, i32) -> ()
// GENERIC-NEXT: }) : (i32, i32, i32, f32, i32) -> (f32, i32)
// GENERIC-NEXT: "scf.for"(%arg4, %arg5, %arg4) <{unsignedCmp}> ({
// GENERIC-NEXT: ^bb0(%arg7: i32):
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (i32, i32, i32) -> ()
// GENERIC-NEXT: "scf.for"(%arg0, %arg1, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg6: index):
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) {tag} : (index, index, index) -> ()
// GENERIC-NEXT: "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
