// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// shape.assuming: result types always print in parentheses; a yield
// without operands may be omitted and is then elided again.

func.func @guarded(%ok: !shape.witness, %x: tensor<3xi16>) -> tensor<3xi16> {
  %r = shape.assuming %ok -> tensor<3xi16> {
    shape.assuming_yield %x : tensor<3xi16>
  }
  %p:2 = shape.assuming %ok -> (i1, tensor<3xi16>) {
    %t = arith.constant true
    shape.assuming_yield %t, %r : i1, tensor<3xi16>
  }
  shape.assuming %ok {
  } {note = "empty"}
  return %p#1 : tensor<3xi16>
}

// CHECK: %0 = shape.assuming %arg0 -> (tensor<3xi16>) {
// CHECK-NEXT: shape.assuming_yield %arg1 : tensor<3xi16>
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = shape.assuming %arg0 -> (i1, tensor<3xi16>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: shape.assuming_yield %true, %0 : i1, tensor<3xi16>
// CHECK-NEXT: }
// CHECK-NEXT: shape.assuming %arg0 {
// CHECK-NEXT: } {note = "empty"}

// GENERIC: "shape.assuming"(%arg0) ({
// GENERIC: "shape.assuming"(%arg0) ({
// GENERIC: "shape.assuming"(%arg0) ({
// GENERIC-NEXT: "shape.assuming_yield"() : () -> ()
// GENERIC-NEXT: }) {note = "empty"} : (!shape.witness) -> ()
