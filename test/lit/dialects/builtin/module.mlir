// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// builtin.module: optional symbol name, `attributes {...}` (the visibility
// property included), nested modules, an empty body keeping its block.

module @outer attributes {foo.x = 1 : i64} {
  module @inner attributes {sym_visibility = "private"} {
  }
  module {
    func.func private @f()
  }
  module attributes {foo.y} {
  }
}

// CHECK: module @outer attributes {foo.x = 1 : i64} {
// CHECK-NEXT: module @inner attributes {sym_visibility = "private"} {
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {foo.y} {
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT: "builtin.module"() <{sym_name = "inner", sym_visibility = "private"}> ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) {foo.y} : () -> ()
// GENERIC-NEXT: }) {foo.x = 1 : i64} : () -> ()
