// Mismatches fail with upstream's messages: missing, unexpected, wrong
// severity. The verifier reports missing expectations at the end.
// RUN: not mlbuf-opt --split-input-file --verify-diagnostics %s 2>&1 | FileCheck %s

func.func @unexpected() {
  // CHECK: verify-diagnostics-errors.mlir:[[# @LINE + 1]]:3: error: unexpected error: custom op 'bad_one' is unknown
  bad_one
}

// -----

func.func @severity() {
  // CHECK: verify-diagnostics-errors.mlir:[[# @LINE + 1]]:6: error: 'error' diagnostic emitted when expecting a 'warning'
  // expected-warning @+1 {{custom op 'bad_two' is unknown}}
  bad_two
}

// -----

func.func @missing() {
  // CHECK: verify-diagnostics-errors.mlir:[[# @LINE + 1]]:6: error: expected error "never emitted" was not produced
  // expected-error @+1 {{never emitted}}
  return
}
