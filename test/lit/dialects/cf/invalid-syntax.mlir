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

func.func @assert_message(%c: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %c, 5
  return
}
