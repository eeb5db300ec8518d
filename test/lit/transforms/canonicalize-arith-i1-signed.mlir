// Folds that read an i1 constant as a signed integer: `true` is -1, so
// `cmpi slt, true, false` holds, `cmpi sge` of an overflow bit against
// false does not, `extsi true` is -1 and `sitofp true` is -1.0 (upstream's
// integration test Arith/CPU/addition.mlir prints 0 for the overflow
// case; before this fix the folds read `true` as +1). Expectations from
// upstream mlir-opt 22.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// OUT: true
// OUT-NEXT: true
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: -1
// OUT-NEXT: -1

// CHECK-LABEL: func.func @main
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK-DAG: %[[M:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[MF:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: return %[[T]], %[[T]], %[[F]], %[[F]], %[[F]], %[[M]], %[[MF]]
func.func @main() -> (i1, i1, i1, i1, i1, i8, f32) {
  %t = arith.constant true
  %f = arith.constant false
  %slt = arith.cmpi slt, %t, %f : i1
  %sgt = arith.cmpi sgt, %f, %t : i1
  %sge = arith.cmpi sge, %t, %f : i1
  %n1 = arith.constant -1 : i64
  %s, %o = arith.addui_extended %n1, %n1 : i64, i1
  %ovf = arith.cmpi sge, %o, %f : i1
  %sle = arith.cmpi sle, %f, %t : i1
  %e = arith.extsi %t : i1 to i8
  %fp = arith.sitofp %t : i1 to f32
  return %slt, %sgt, %sge, %ovf, %sle, %e, %fp : i1, i1, i1, i1, i1, i8, f32
}
