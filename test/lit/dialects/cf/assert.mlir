// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// cf.assert with its msg property (escapes in the string).

func.func @assert(%c: i1) {
  cf.assert %c, "expected true"
  cf.assert %c, "with \"quotes\" and \\ backslash" {foo.a}
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @assert(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "expected true"
// CHECK-NEXT: cf.assert %arg0, "with \22quotes\22 and \\ backslash" {foo.a}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i1) -> (), sym_name = "assert"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1):
// GENERIC-NEXT: "cf.assert"(%arg0) <{msg = "expected true"}> : (i1) -> ()
// GENERIC-NEXT: "cf.assert"(%arg0) <{msg = "with \22quotes\22 and \\ backslash"}> {foo.a} : (i1) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
