// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.from_elements (element operands typed by the result) and
// tensor.splat with optional dynamic sizes in brackets.

func.func @build(%a: i16, %b: i16, %x: f32, %n: index) {
  %t = tensor.from_elements %a, %b, %b, %a, %a, %b : tensor<2x3xi16>
  %s = tensor.from_elements %x : tensor<f32>
  %p = tensor.splat %x : tensor<4x4xf32>
  %q = tensor.splat %a[%n, %n] {note} : tensor<?x2x?xi16>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @build(%arg0: i16, %arg1: i16, %arg2: f32, %arg3: index) {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1, %arg1, %arg0, %arg0, %arg1 : tensor<2x3xi16>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg2 : tensor<f32>
// CHECK-NEXT: %splat = tensor.splat %arg2 : tensor<4x4xf32>
// CHECK-NEXT: %splat_1 = tensor.splat %arg0[%arg3, %arg3] {note} : tensor<?x2x?xi16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i16, i16, f32, index) -> (), sym_name = "build"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i16, %arg1: i16, %arg2: f32, %arg3: index):
// GENERIC-NEXT: %0 = "tensor.from_elements"(%arg0, %arg1, %arg1, %arg0, %arg0, %arg1) : (i16, i16, i16, i16, i16, i16) -> tensor<2x3xi16>
// GENERIC-NEXT: %1 = "tensor.from_elements"(%arg2) : (f32) -> tensor<f32>
// GENERIC-NEXT: %2 = "tensor.splat"(%arg2) : (f32) -> tensor<4x4xf32>
// GENERIC-NEXT: %3 = "tensor.splat"(%arg0, %arg3, %arg3) {note} : (i16, index, index) -> tensor<?x2x?xi16>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
