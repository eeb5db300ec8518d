// REQUIRES: mlir-opt
// --verify-diagnostics reports mismatches exactly as upstream does, in the
// same order (missing expectations last) and with the same exit status.
// RUN: not mlbuf-opt %s --split-input-file --verify-diagnostics > %t.mlbuf 2> %t.mlbuf.err
// RUN: not %mlir_opt %s --split-input-file --verify-diagnostics > %t.upstream 2> %t.upstream.err
// RUN: diff %t.upstream.err %t.mlbuf.err
// RUN: diff %t.upstream %t.mlbuf

func.func @matched() {
  // expected-error @+1 {{custom op 'first_bad' is unknown}}
  first_bad
}

// -----

func.func @unexpected() {
  second_bad
}

// -----

func.func @near_miss() {
  // expected-remark @+1 {{custom op 'third_bad'}}
  third_bad
}

// -----

// expected-warning @below {{never comes}}
func.func @missing() {
  return
}
