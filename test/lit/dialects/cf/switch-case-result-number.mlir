// RUN: mlbuf-opt %s | FileCheck %s

// A case's operands may name one result of several (`%r#1`); only the
// default's may not (invalid-syntax.mlir), as upstream's parser.

func.func private @two() -> (i32, i32)

// CHECK-LABEL: func.func @case_result_number
// CHECK: %[[R:.*]]:2 = call @two()
// CHECK: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32),
// CHECK-NEXT: 0: ^bb1(%[[R]]#1 : i32)
func.func @case_result_number(%x: i32) -> i32 {
  %r:2 = call @two() : () -> (i32, i32)
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    0: ^bb1(%r#1 : i32)
  ]
^bb1(%y: i32):
  return %y : i32
}
