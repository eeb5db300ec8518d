// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// arith.cmpi / arith.cmpf: the predicate is a keyword in custom form and an
// i64 integer property in generic form; the result is i1 of the operand
// shape. cmpf also takes fastmath.

func.func @cmpi(%a: i32, %v: vector<4xindex>, %t: tensor<?x2xi8>) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %a, %a : i32
  %2 = arith.cmpi slt, %a, %a : i32
  %3 = arith.cmpi sle, %a, %a : i32
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %v, %v : vector<4xindex>
  %7 = arith.cmpi ule, %v, %v : vector<4xindex>
  %8 = arith.cmpi ugt, %t, %t : tensor<?x2xi8>
  %9 = arith.cmpi "uge", %a, %a {foo.a} : i32
  return
}

func.func @cmpf(%a: f32, %v: vector<2xf16>) {
  %0 = arith.cmpf false, %a, %a : f32
  %1 = arith.cmpf oeq, %a, %a : f32
  %2 = arith.cmpf ogt, %a, %a : f32
  %3 = arith.cmpf oge, %a, %a : f32
  %4 = arith.cmpf olt, %a, %a : f32
  %5 = arith.cmpf ole, %a, %a : f32
  %6 = arith.cmpf one, %a, %a : f32
  %7 = arith.cmpf ord, %a, %a : f32
  %8 = arith.cmpf ueq, %v, %v : vector<2xf16>
  %9 = arith.cmpf ugt, %a, %a : f32
  %10 = arith.cmpf uge, %a, %a : f32
  %11 = arith.cmpf ult, %a, %a : f32
  %12 = arith.cmpf ule, %a, %a : f32
  %13 = arith.cmpf une, %a, %a : f32
  %14 = arith.cmpf uno, %a, %a fastmath<nnan> : f32
  %15 = arith.cmpf true, %a, %a : f32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @cmpi(%arg0: i32, %arg1: vector<4xindex>, %arg2: tensor<?x2xi8>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg1, %arg1 : vector<4xindex>
// CHECK-NEXT: %7 = arith.cmpi ule, %arg1, %arg1 : vector<4xindex>
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg2, %arg2 : tensor<?x2xi8>
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg0 {foo.a} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cmpf(%arg0: f32, %arg1: vector<2xf16>) {
// CHECK-NEXT: %0 = arith.cmpf false, %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %arg0, %arg0 : f32
// CHECK-NEXT: %3 = arith.cmpf oge, %arg0, %arg0 : f32
// CHECK-NEXT: %4 = arith.cmpf olt, %arg0, %arg0 : f32
// CHECK-NEXT: %5 = arith.cmpf ole, %arg0, %arg0 : f32
// CHECK-NEXT: %6 = arith.cmpf one, %arg0, %arg0 : f32
// CHECK-NEXT: %7 = arith.cmpf ord, %arg0, %arg0 : f32
// CHECK-NEXT: %8 = arith.cmpf ueq, %arg1, %arg1 : vector<2xf16>
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg0, %arg0 : f32
// CHECK-NEXT: %10 = arith.cmpf uge, %arg0, %arg0 : f32
// CHECK-NEXT: %11 = arith.cmpf ult, %arg0, %arg0 : f32
// CHECK-NEXT: %12 = arith.cmpf ule, %arg0, %arg0 : f32
// CHECK-NEXT: %13 = arith.cmpf une, %arg0, %arg0 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg0 fastmath<nnan> : f32
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg0 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, vector<4xindex>, tensor<?x2xi8>) -> (), sym_name = "cmpi"}> ({
// GENERIC-NEXT: ^bb0(%arg2: i32, %arg3: vector<4xindex>, %arg4: tensor<?x2xi8>):
// GENERIC-NEXT: %16 = "arith.cmpi"(%arg2, %arg2) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %17 = "arith.cmpi"(%arg2, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %18 = "arith.cmpi"(%arg2, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %19 = "arith.cmpi"(%arg2, %arg2) <{predicate = 3 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %20 = "arith.cmpi"(%arg2, %arg2) <{predicate = 4 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %21 = "arith.cmpi"(%arg2, %arg2) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %22 = "arith.cmpi"(%arg3, %arg3) <{predicate = 6 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
// GENERIC-NEXT: %23 = "arith.cmpi"(%arg3, %arg3) <{predicate = 7 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
// GENERIC-NEXT: %24 = "arith.cmpi"(%arg4, %arg4) <{predicate = 8 : i64}> : (tensor<?x2xi8>, tensor<?x2xi8>) -> tensor<?x2xi1>
// GENERIC-NEXT: %25 = "arith.cmpi"(%arg2, %arg2) <{predicate = 9 : i64}> {foo.a} : (i32, i32) -> i1
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32, vector<2xf16>) -> (), sym_name = "cmpf"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: vector<2xf16>):
// GENERIC-NEXT: %0 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %1 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %2 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %3 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %4 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %5 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %6 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %7 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %8 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (vector<2xf16>, vector<2xf16>) -> vector<2xi1>
// GENERIC-NEXT: %9 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %10 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %11 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %12 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %13 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %14 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %15 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
