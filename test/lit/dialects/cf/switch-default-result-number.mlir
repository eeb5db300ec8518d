// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s

// A switch default's operand may name one result of several (`%r#1`).
// mlir-opt 22 refuses this when reading ("result number not allowed in
// argument list") but prints it itself for such an operand, so its own
// output of a pass can fail to read back; mlbuf reads what both print (the
// deallocation passes hand results of bufferization.dealloc to switch
// successors).

func.func private @two() -> (i32, i32)

// CHECK-LABEL: func.func @default_result_number
// CHECK: %[[R:.*]]:2 = call @two()
// CHECK: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%[[R]]#1 : i32),
// CHECK-NEXT: 0: ^bb1(%[[R]]#0 : i32)
func.func @default_result_number(%x: i32) -> i32 {
  %r:2 = call @two() : () -> (i32, i32)
  cf.switch %x : i32, [
    default: ^bb1(%r#1 : i32),
    0: ^bb1(%r#0 : i32)
  ]
^bb1(%y: i32):
  return %y : i32
}
