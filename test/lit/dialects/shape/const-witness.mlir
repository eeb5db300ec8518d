// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// shape.const_witness: the value is read as an i1 attribute (so 0, 1 and
// -1 are taken) and printed as true or false, as mlir-opt 22 does.

// CHECK-LABEL: func.func @witnesses
//  CHECK-NEXT:   %0 = shape.const_witness true
//  CHECK-NEXT:   %1 = shape.const_witness false
//  CHECK-NEXT:   %2 = shape.const_witness true
//  CHECK-NEXT:   %3 = shape.const_witness false
//  CHECK-NEXT:   %4 = shape.const_witness true {note = 1 : i64}
//  CHECK-NEXT:   %5 = shape.const_witness false
//  CHECK-NEXT:   %6 = shape.assuming %0 -> (!shape.witness) {
//  CHECK-NEXT:     shape.assuming_yield %1 : !shape.witness
//  CHECK-NEXT:   }

// GENERIC: %0 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness
// GENERIC: %4 = "shape.const_witness"() <{passing = true}> {note = 1 : i64} : () -> !shape.witness
// GENERIC: %5 = "shape.const_witness"() <{passing = false}> : () -> !shape.witness
func.func @witnesses() -> (!shape.witness, !shape.witness, !shape.witness,
                           !shape.witness, !shape.witness, !shape.witness) {
  %0 = shape.const_witness true
  %1 = shape.const_witness false
  %2 = shape.const_witness 1
  %3 = shape.const_witness 0
  %4 = shape.const_witness -1 {note = 1}
  %5 = "shape.const_witness"() <{passing = false}> : () -> !shape.witness
  %6 = shape.assuming %0 -> !shape.witness {
    shape.assuming_yield %1 : !shape.witness
  }
  return %6, %2, %3, %4, %5, %0 : !shape.witness, !shape.witness,
      !shape.witness, !shape.witness, !shape.witness, !shape.witness
}
