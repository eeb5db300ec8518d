// An op that is neither registered nor described stays unknown: it needs
// --allow-unregistered-dialect, reports no effects interface (analyses
// assume it may read, write, allocate and free anything, and alias its
// operands), while described ops of the same dialect are known. Described
// counts are verified.
// RUN: mlbuf-opt %s --split-input-file --allow-unregistered-dialect --op-semantics=%S/Inputs/my_dialect.semantics.mlir --test-mlbuf-print-effects=interfaces=true --verify-diagnostics -o /dev/null
// Without --allow-unregistered-dialect only the undescribed op is refused:
// RUN: not mlbuf-opt %s --split-input-file --op-semantics=%S/Inputs/my_dialect.semantics.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFLAG
// NOFLAG: unknown-ops.mlir:[[# @LINE + 11]]:15: error: operation being parsed with an unregistered dialect
// NOFLAG-NOT: unregistered dialect

// expected-remark @below {{callable, body region 0, type in 'function_type'}}
// expected-remark @below {{memory effects unknown}}
func.func @mixed() {
  // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  // expected-remark @below {{allocates in resource '<Default>', freed by 'my.free', cloned by 'my.clone'}}
  // expected-remark @below {{result 0 is a buffer}}
  %a = "my.alloc"() : () -> !my.buffer
  // expected-remark @below {{memory effects unknown}}
  "my.mystery"(%a) : (!my.buffer) -> ()
  // expected-remark @below {{memory effects unknown}}
  // expected-remark @below {{result 0 is a buffer}}
  %b = "other.op"(%a) : (!my.buffer) -> memref<2xf32>
  // expected-remark @below {{found an instance of 'free' on op operand 0, on resource '<Default>'}}
  "my.free"(%a) : (!my.buffer) -> ()
  // expected-remark @below {{return-like}}
  return
}

// -----

func.func @counts(%b: !my.buffer) {
  // expected-error @below {{'my.free' op expected 1 operand, but found 2}}
  "my.free"(%b, %b) : (!my.buffer, !my.buffer) -> ()
  return
}
