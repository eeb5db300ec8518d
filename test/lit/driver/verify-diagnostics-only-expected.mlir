// --verify-diagnostics=only-expected ignores diagnostics nobody expected
// but still requires the expected ones.
// RUN: mlbuf-opt --split-input-file --verify-diagnostics=only-expected %s
// RUN: not mlbuf-opt --split-input-file --verify-diagnostics %s

func.func @f() {
  // expected-error @+1 {{custom op 'nope' is unknown}}
  nope
}

// -----

func.func @g() {
  not_expected_here
}
