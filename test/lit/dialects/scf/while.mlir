// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.while: `(%arg = %init) : (types) -> types`, the before region ends in
// scf.condition, the after region prints its block arguments.

func.func @whiles(%x: i32, %c: i1, %f: f32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {tag}
  %p:2 = scf.while (%a = %x, %g = %f) : (i32, f32) -> (f32, i32) {
    scf.condition(%c) %g, %a : f32, i32
  } do {
  ^bb0(%u: f32, %v: i32):
    scf.yield %v, %u : i32, f32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @whiles(%arg0: i32, %arg1: i1, %arg2: f32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%arg1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg1)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i32, f32) -> (f32, i32) {
// CHECK-NEXT: scf.condition(%arg1) %arg4, %arg3 : f32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: i32):
// CHECK-NEXT: scf.yield %arg4, %arg3 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, i1, f32) -> i32, sym_name = "whiles"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i1, %arg2: f32):
// GENERIC-NEXT: %0 = "scf.while"(%arg0) ({
// GENERIC-NEXT: ^bb0(%arg8: i32):
// GENERIC-NEXT: "scf.condition"(%arg1, %arg8) : (i1, i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg7: i32):
// GENERIC-NEXT: %2 = "arith.addi"(%arg7, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "scf.yield"(%2) : (i32) -> ()
// GENERIC-NEXT: }) : (i32) -> i32
// GENERIC-NEXT: "scf.while"() ({
// GENERIC-NEXT: "scf.condition"(%arg1) : (i1) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) {tag} : () -> ()
// GENERIC-NEXT: %1:2 = "scf.while"(%arg0, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg5: i32, %arg6: f32):
// GENERIC-NEXT: "scf.condition"(%arg1, %arg6, %arg5) : (i1, f32, i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg3: f32, %arg4: i32):
// GENERIC-NEXT: "scf.yield"(%arg4, %arg3) : (i32, f32) -> ()
// GENERIC-NEXT: }) : (i32, f32) -> (f32, i32)
// GENERIC-NEXT: "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
