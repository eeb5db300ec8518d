// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.index_switch: cases on their own lines at the op's indentation, the
// default region's implicit scf.yield elided, case terminators printed.

func.func @switches(%i: index, %x: f32) -> f32 {
  %0 = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case -5 {
    %1 = arith.addf %x, %x : f32
    scf.yield %1 : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i {tag}
  default {
    scf.yield
  }
  %2, %3 = scf.index_switch %i -> f32, index
  default {
    scf.yield %x, %i : f32, index
  }
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @switches(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> f32 
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {tag} 
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> f32, index 
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1, %arg0 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, f32) -> f32, sym_name = "switches"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: f32):
// GENERIC-NEXT: %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, -5>}> ({
// GENERIC-NEXT: "scf.yield"(%arg1) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"(%arg1) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: %2 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "scf.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (index) -> f32
// GENERIC-NEXT: "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) {tag} : (index) -> ()
// GENERIC-NEXT: %1:2 = "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
// GENERIC-NEXT: "scf.yield"(%arg1, %arg0) : (f32, index) -> ()
// GENERIC-NEXT: }) : (index) -> (f32, index)
// GENERIC-NEXT: "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
