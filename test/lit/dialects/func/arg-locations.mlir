// RUN: mlbuf-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-debuginfo | mlbuf-opt --mlir-print-debuginfo | FileCheck %s

// Argument locations print after the argument attributes.

func.func @f(%a: i32 {foo.a} loc("a.c":1:2), %b: f32 loc("b.c":3:4)) -> (i32 {foo.r}) {
  return %a : i32
}
func.func private @g(i32 {foo.x} loc("c.c":5:6))

// CHECK: func.func @f(%arg0: i32 {foo.a} loc("a.c":1:2), %arg1: f32 loc("b.c":3:4)) -> (i32 {foo.r}) {
// CHECK: func.func private @g(i32 {foo.x})
