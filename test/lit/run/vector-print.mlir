// vector.print of scalars prints as upstream's lowering does (checked
// against mlir-runner): i1 as 1/0, index unsigned, floats with %g, then
// the punctuation; a string literal prints as is.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s --match-full-lines --strict-whitespace

func.func @main() {
  %c = arith.constant -3 : i32
  %f = arith.constant 2.5 : f32
  %b = arith.constant true
  %i = arith.constant -1 : index
  %h = arith.constant 0.1 : f16
  vector.print %c : i32
  vector.print %f : f32
  vector.print %b : i1
  vector.print %i : index
  vector.print %h : f16
  vector.print punctuation <open>
  vector.print %f : f32 punctuation <comma>
  vector.print %c : i32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print str "hello\n"
  return
}
// CHECK:-3
// CHECK-NEXT:2.5
// CHECK-NEXT:1
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:0.0999756
// CHECK-NEXT:( 2.5, -3 )
// CHECK-NEXT:hello
