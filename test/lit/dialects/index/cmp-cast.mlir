// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// index.cmp `pred(%a, %b)` with the #index<cmp_predicate ..> property, and
// the casts/castu conversions.

func.func @cmp_cast(%a: index, %b: index, %i: i32, %j: i64) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {foo.c}
  %10 = index.casts %a : index to i32
  %11 = index.casts %j : i64 to index
  %12 = index.castu %a : index to i64
  %13 = index.castu %i {foo.u} : i32 to index
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @cmp_cast(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) {
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1) {foo.c}
// CHECK-NEXT: %10 = index.casts %arg0 : index to i32
// CHECK-NEXT: %11 = index.casts %arg3 : i64 to index
// CHECK-NEXT: %12 = index.castu %arg0 : index to i64
// CHECK-NEXT: %13 = index.castu %arg2 {foo.u} : i32 to index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, i32, i64) -> (), sym_name = "cmp_cast"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64):
// GENERIC-NEXT: %0 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT: %1 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
// GENERIC-NEXT: %2 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT: %3 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
// GENERIC-NEXT: %4 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
// GENERIC-NEXT: %5 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
// GENERIC-NEXT: %6 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// GENERIC-NEXT: %7 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
// GENERIC-NEXT: %8 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT: %9 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate uge>}> {foo.c} : (index, index) -> i1
// GENERIC-NEXT: %10 = "index.casts"(%arg0) : (index) -> i32
// GENERIC-NEXT: %11 = "index.casts"(%arg3) : (i64) -> index
// GENERIC-NEXT: %12 = "index.castu"(%arg0) : (index) -> i64
// GENERIC-NEXT: %13 = "index.castu"(%arg2) {foo.u} : (i32) -> index
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
