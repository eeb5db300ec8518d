// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.if: the implicit scf.yield is elided when the op has no results, an
// empty else region is not printed, results print as `-> (t)`.

func.func @ifs(%c: i1, %x: f32, %i: i32) -> f32 {
  scf.if %c {
    %0 = arith.addf %x, %x : f32
  }
  scf.if %c {
  } else {
    %1 = arith.addi %i, %i : i32
  }
  scf.if %c {
    scf.yield
  } {tag = 1 : i32}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %2 = arith.mulf %x, %x : f32
    scf.yield %2 : f32
  }
  %a, %b = scf.if %c -> (f32, i32) {
    scf.yield %x, %i : f32, i32
  } else {
    scf.yield %r, %i : f32, i32
  }
  return %a : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: i32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } {tag = 1 : i32}
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i32) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : f32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %arg2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i1, f32, i32) -> f32, sym_name = "ifs"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1, %arg1: f32, %arg2: i32):
// GENERIC-NEXT: "scf.if"(%arg0) ({
// GENERIC-NEXT: %4 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC-NEXT: "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: %3 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC-NEXT: "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) {tag = 1 : i32} : (i1) -> ()
// GENERIC-NEXT: %0 = "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"(%arg1) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: %2 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "scf.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (i1) -> f32
// GENERIC-NEXT: %1:2 = "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"(%arg1, %arg2) : (f32, i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"(%0, %arg2) : (f32, i32) -> ()
// GENERIC-NEXT: }) : (i1) -> (f32, i32)
// GENERIC-NEXT: "func.return"(%1#0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
