// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// func.call, func.call_indirect and func.constant (named %f); `call`,
// `return` and `constant` print without the `func.` prefix inside
// func.func.

func.func private @callee(i32) -> i32
func.func private @sink(i32, f32)

func.func @calls(%a: i32, %b: f32) -> i32 {
  %0 = func.call @callee(%a) : (i32) -> i32
  %1 = call @callee(%0) {no_inline} : (i32) -> i32
  call @sink(%a, %b) {foo.w} : (i32, f32) -> ()
  %f = func.constant @callee : (i32) -> i32
  %2 = func.call_indirect %f(%1) : (i32) -> i32
  %g = constant @sink : (i32, f32) -> ()
  call_indirect %g(%2, %b) {foo.i} : (i32, f32) -> ()
  %3 = call @callee(%2) {arg_attrs = [{foo.z}]} : (i32) -> i32
  return %3 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @callee(i32) -> i32
// CHECK-NEXT: func.func private @sink(i32, f32)
// CHECK-NEXT: func.func @calls(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @callee(%0) {no_inline} : (i32) -> i32
// CHECK-NEXT: call @sink(%arg0, %arg1) {foo.w} : (i32, f32) -> ()
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: %2 = call_indirect %f(%1) : (i32) -> i32
// CHECK-NEXT: %f_0 = constant @sink : (i32, f32) -> ()
// CHECK-NEXT: call_indirect %f_0(%2, %arg1) {foo.i} : (i32, f32) -> ()
// CHECK-NEXT: %3 = call @callee(%2) {arg_attrs = [{foo.z}]} : (i32) -> i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32, f32) -> (), sym_name = "sink", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "calls"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT: %0 = "func.call"(%arg0) <{callee = @callee}> : (i32) -> i32
// GENERIC-NEXT: %1 = "func.call"(%0) <{callee = @callee, no_inline}> : (i32) -> i32
// GENERIC-NEXT: "func.call"(%arg0, %arg1) <{callee = @sink}> {foo.w} : (i32, f32) -> ()
// GENERIC-NEXT: %2 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
// GENERIC-NEXT: %3 = "func.call_indirect"(%2, %1) : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT: %4 = "func.constant"() <{value = @sink}> : () -> ((i32, f32) -> ())
// GENERIC-NEXT: "func.call_indirect"(%4, %3, %arg1) {foo.i} : ((i32, f32) -> (), i32, f32) -> ()
// GENERIC-NEXT: %5 = "func.call"(%3) <{arg_attrs = [{foo.z}], callee = @callee}> : (i32) -> i32
// GENERIC-NEXT: "func.return"(%5) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
