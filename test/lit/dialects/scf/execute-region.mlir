// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.execute_region: result types after `->`, the no_inline unit
// property, multi-block bodies; terminators are always printed.

func.func @regions(%x: f32, %c: i1) -> f32 {
  scf.execute_region {
    scf.yield
  }
  %0 = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %1:2 = scf.execute_region -> (f32, f32) no_inline {
    scf.yield %x, %0 : f32, f32
  }
  %2 = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : f32
  ^bb2:
    scf.yield %0 : f32
  } {tag}
  return %2 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @regions(%arg0: f32, %arg1: i1) -> f32 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (f32, f32) no_inline {
// CHECK-NEXT: scf.yield %arg0, %0 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> f32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32, i1) -> f32, sym_name = "regions"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: i1):
// GENERIC-NEXT: "scf.execute_region"() ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %0 = "scf.execute_region"() ({
// GENERIC-NEXT: "scf.yield"(%arg0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> f32
// GENERIC-NEXT: %1:2 = "scf.execute_region"() <{no_inline}> ({
// GENERIC-NEXT: "scf.yield"(%arg0, %0) : (f32, f32) -> ()
// GENERIC-NEXT: }) : () -> (f32, f32)
// GENERIC-NEXT: %2 = "scf.execute_region"() ({
// GENERIC-NEXT: "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "scf.yield"(%arg0) : (f32) -> ()
// GENERIC-NEXT: ^bb2:  // pred: ^bb0
// GENERIC-NEXT: "scf.yield"(%0) : (f32) -> ()
// GENERIC-NEXT: }) {tag} : () -> f32
// GENERIC-NEXT: "func.return"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
