// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Custom-syntax errors of cf ops.

func.func @switch_index(%x: index) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %x : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_default(%x: i32) {
  // expected-error @+1 {{expected 'default'}}
  cf.switch %x : i32, [ 5: ^bb1 ]
^bb1:
  return
}

// -----

// The default's operands are an argument list: one result of several
// (`%r#1`) is refused there, while a case may name it (switch.mlir).
func.func private @two() -> (i32, i32)
func.func @switch_default_result_number(%x: i32) -> i32 {
  %r:2 = call @two() : () -> (i32, i32)
  cf.switch %x : i32, [
    // expected-error @+1 {{result number not allowed in argument list}}
    default: ^bb1(%r#1 : i32),
    0: ^bb1(%r#0 : i32)
  ]
^bb1(%y: i32):
  return %y : i32
}

// -----

func.func @assert_message(%c: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %c, 5
  return
}
