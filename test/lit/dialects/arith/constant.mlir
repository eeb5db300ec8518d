// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// arith.constant: custom form `attr-dict value`, the value property, and
// upstream's result names (%c<N>_<type>, %c<N> for index, %true/%false,
// %cst for floats and elements).

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -3 : index
  %2 = arith.constant 42 : i32
  %3 = arith.constant -1 : i32
  %4 = arith.constant 7 : i64
  %5 = arith.constant 18446744073709551615 : i64
  %6 = arith.constant 1 : i128
  %7 = arith.constant true
  %8 = arith.constant 0 : i1
  %9 = arith.constant 1.5 : f32
  %10 = arith.constant 2.0 : f64
  %11 = arith.constant 0x7FC00000 : f32
  %12 = arith.constant dense<1> : vector<4xi32>
  %13 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %14 = arith.constant 42 : i32
  %15 = arith.constant {foo.bar = 1 : i32} 3 : i16
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @constants() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c1_i128 = arith.constant 1 : i128
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %c42_i32_4 = arith.constant 42 : i32
// CHECK-NEXT: %c3_i16 = arith.constant {foo.bar = 1 : i32} 3 : i16
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %1 = "arith.constant"() <{value = -3 : index}> : () -> index
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT: %3 = "arith.constant"() <{value = -1 : i32}> : () -> i32
// GENERIC-NEXT: %4 = "arith.constant"() <{value = 7 : i64}> : () -> i64
// GENERIC-NEXT: %5 = "arith.constant"() <{value = -1 : i64}> : () -> i64
// GENERIC-NEXT: %6 = "arith.constant"() <{value = 1 : i128}> : () -> i128
// GENERIC-NEXT: %7 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %8 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: %9 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %10 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
// GENERIC-NEXT: %11 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC-NEXT: %12 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT: %13 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// GENERIC-NEXT: %14 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT: %15 = "arith.constant"() <{value = 3 : i16}> {foo.bar = 1 : i32} : () -> i16
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
