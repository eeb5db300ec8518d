// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A registered dialect rejects ops it does not define, even with
// --allow-unregistered-dialect.
func.func @unknown_arith_op() {
  // expected-error @+1 {{unregistered operation 'arith.nosuchop' found in dialect ('arith') that does not allow unknown operations}}
  "arith.nosuchop"() : () -> ()
  return
}

// -----

// The test dialect accepts ops it does not define, as upstream's does.
func.func @unknown_test_op() {
  "test.nosuchop"() : () -> ()
  return
}
