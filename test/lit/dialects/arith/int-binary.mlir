// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Integer binary ops: `%a, %b attr-dict : t`, with `overflow<...>` on
// addi/subi/muli/shli (default printed only in generic form) and `exact` on
// divsi/divui/shrsi/shrui.

func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw, nsw> : i32
  %3 = arith.muli %i, %i overflow<nuw> : index
  %4 = arith.shli %a, %b overflow<none> : i32
  %5 = arith.divsi %a, %b : i32
  %6 = arith.divui %a, %b exact : i32
  %7 = arith.shrsi %v, %v exact : vector<4xi8>
  %8 = arith.shrui %t, %t : tensor<?xi64>
  %9 = arith.ceildivsi %a, %b : i32
  %10 = arith.ceildivui %a, %b : i32
  %11 = arith.floordivsi %a, %b : i32
  %12 = arith.remsi %a, %b : i32
  %13 = arith.remui %a, %b : i32
  %14 = arith.andi %a, %b : i32
  %15 = arith.ori %a, %b : i32
  %16 = arith.xori %a, %b {foo.x} : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  %21 = arith.muli %a, %b overflow<nsw, nuw> {foo.y = 2 : i32} : i32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<?xi64>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.muli %arg2, %arg2 overflow<nuw> : index
// CHECK-NEXT: %4 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %7 = arith.shrsi %arg3, %arg3 exact : vector<4xi8>
// CHECK-NEXT: %8 = arith.shrui %arg4, %arg4 : tensor<?xi64>
// CHECK-NEXT: %9 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.xori %arg0, %arg1 {foo.x} : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %21 = arith.muli %arg0, %arg1 overflow<nsw, nuw> {foo.y = 2 : i32} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, i32, index, vector<4xi8>, tensor<?xi64>) -> (), sym_name = "int_binary"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<?xi64>):
// GENERIC-NEXT: %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %3 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// GENERIC-NEXT: %4 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %5 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %6 = "arith.divui"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %7 = "arith.shrsi"(%arg3, %arg3) <{isExact}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT: %8 = "arith.shrui"(%arg4, %arg4) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// GENERIC-NEXT: %9 = "arith.ceildivsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %10 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %11 = "arith.floordivsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %12 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %13 = "arith.remui"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %14 = "arith.andi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %15 = "arith.ori"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %16 = "arith.xori"(%arg0, %arg1) {foo.x} : (i32, i32) -> i32
// GENERIC-NEXT: %17 = "arith.maxsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %18 = "arith.maxui"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %19 = "arith.minsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %20 = "arith.minui"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %21 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> {foo.y = 2 : i32} : (i32, i32) -> i32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
