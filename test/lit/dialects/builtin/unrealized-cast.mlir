// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// builtin.unrealized_conversion_cast: `(%a : t)? to types`; inside a module
// body it prints without the `builtin.` prefix.

%0 = builtin.unrealized_conversion_cast to i32
%1:2 = builtin.unrealized_conversion_cast %0 : i32 to i64, f32
func.func @in_func(%a: i64, %b: f64) {
  %2:2 = builtin.unrealized_conversion_cast %a, %b : i64, f64 to i32, f32 {foo.u}
  %3 = builtin.unrealized_conversion_cast %2#1 : f32 to memref<f32>
  return
}

// CHECK: module {
// CHECK-NEXT: %0 = unrealized_conversion_cast to i32
// CHECK-NEXT: %1:2 = unrealized_conversion_cast %0 : i32 to i64, f32
// CHECK-NEXT: func.func @in_func(%arg0: i64, %arg1: f64) {
// CHECK-NEXT: %2:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, f64 to i32, f32 {foo.u}
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2#1 : f32 to memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: %0 = "builtin.unrealized_conversion_cast"() : () -> i32
// GENERIC-NEXT: %1:2 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> (i64, f32)
// GENERIC-NEXT: "func.func"() <{function_type = (i64, f64) -> (), sym_name = "in_func"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: f64):
// GENERIC-NEXT: %2:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) {foo.u} : (i64, f64) -> (i32, f32)
// GENERIC-NEXT: %3 = "builtin.unrealized_conversion_cast"(%2#1) : (f32) -> memref<f32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
