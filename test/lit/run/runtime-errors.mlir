// Runtime errors stop execution with a non-zero exit status, with or
// without --check: a failing cf.assert, integer division by zero, an
// entry function that is missing or given the wrong arguments.
// RUN: split-file --leading-lines %s %t
// RUN: not mlbuf-run %t/assert.mlir 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not mlbuf-run %t/div.mlir 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not mlbuf-run %t/div.mlir -e nope 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not mlbuf-run %t/args.mlir 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not mlbuf-run %t/args.mlir 1 x 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not mlbuf-run %t/args.mlir 1 memref:3xf32 2>&1 | FileCheck %s --check-prefix=SHAPE

//--- assert.mlir
func.func private @printI64(i64)
func.func @main() {
  %f = arith.constant false
  %i = arith.constant 1 : i64
  call @printI64(%i) : (i64) -> ()
  // ASSERT: {{^}}1{{.*}}assert.mlir:[[@LINE+1]]:3: error: assertion failed: expected true
  cf.assert %f, "expected true"
  call @printI64(%i) : (i64) -> ()
  return
}
// Output written before the error is flushed first; nothing after it runs.
// ASSERT-NOT: {{^}}1

//--- div.mlir
func.func @main() -> i32 {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  // DIV: div.mlir:[[@LINE+1]]:8: error: integer division by zero
  %q = arith.divsi %a, %z : i32
  return %q : i32
}
// ENTRY: error: entry function @nope not found (or has no body)

//--- args.mlir
func.func @main(%a: i32, %m: memref<4xf32>) {
  return
}
// COUNT: args.mlir:[[# @LINE - 3]]:1: error: @main expects 2 argument(s), 0 given
// VALUE: args.mlir:[[# @LINE - 4]]:1: error: argument #1 'x' for memref<4xf32>: expected 'memref:<shape>x<element type>[=values]'
// SHAPE: error: argument #1 'memref:3xf32' for memref<4xf32>: shape and element type do not match 'f32'
