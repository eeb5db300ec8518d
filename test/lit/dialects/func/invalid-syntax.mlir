// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Custom-syntax errors of func ops.

func.func @call_type(%a: i32) {
  // expected-error @+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = func.call @call_type(%a) : i32
  return
}

// -----

func.func @call_paren(%a: i32) {
  // expected-error @+1 {{expected ')'}}
  %0 = func.call @call_paren(%a : (i32) -> i32
  return
}

// -----

func.func @call_symbol(%a: i32) {
  // expected-error @+1 {{expected attribute value}}
  %0 = func.call call_symbol(%a) : (i32) -> i32
  return
}
