// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// func.func: visibility, declarations, argument/result attributes (as the
// arg_attrs/res_attrs properties), `attributes {...}`, function-typed
// results needing parentheses, and entry block arguments from the
// signature.

func.func private @decl(memref<?xf32> {foo.a}, i32) -> (i32 {foo.r = 2 : i64})
func.func nested @nested_decl() -> ((i32) -> i32)
func.func private @multi() -> (i32, f32 {foo.q})
func.func private @no_results(index, index)
func.func public @pub(%a: i64) -> i64 {
  return %a : i64
}
func.func @with_attrs(%a: i32 {foo.x = 1 : i32}, %b: f32) -> (i32 {foo.y}) attributes {llvm.emit_c_interface, foo.z = "s"} {
  return %a : i32
}
func.func @empty() {
  return
}
func.func @two_results(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}

// CHECK: module {
// CHECK-NEXT: func.func private @decl(memref<?xf32> {foo.a}, i32) -> (i32 {foo.r = 2 : i64})
// CHECK-NEXT: func.func nested @nested_decl() -> ((i32) -> i32)
// CHECK-NEXT: func.func private @multi() -> (i32, f32 {foo.q})
// CHECK-NEXT: func.func private @no_results(index, index)
// CHECK-NEXT: func.func public @pub(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @with_attrs(%arg0: i32 {foo.x = 1 : i32}, %arg1: f32) -> (i32 {foo.y}) attributes {foo.z = "s", llvm.emit_c_interface} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_results(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{arg_attrs = [{foo.a}, {}], function_type = (memref<?xf32>, i32) -> i32, res_attrs = [{foo.r = 2 : i64}], sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "nested_decl", sym_visibility = "nested"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> (i32, f32), res_attrs = [{}, {foo.q}], sym_name = "multi", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "no_results", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i64) -> i64, sym_name = "pub", sym_visibility = "public"}> ({
// GENERIC-NEXT: ^bb0(%arg4: i64):
// GENERIC-NEXT: "func.return"(%arg4) : (i64) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{arg_attrs = [{foo.x = 1 : i32}, {}], function_type = (i32, f32) -> i32, res_attrs = [{foo.y}], sym_name = "with_attrs"}> ({
// GENERIC-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// GENERIC-NEXT: "func.return"(%arg2) : (i32) -> ()
// GENERIC-NEXT: }) {foo.z = "s", llvm.emit_c_interface} : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "two_results"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT: "func.return"(%arg0, %arg1) : (i32, f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
