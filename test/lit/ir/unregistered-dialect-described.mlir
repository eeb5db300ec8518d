// A namespace an op-semantics file describes ops of is known to the
// parser: its types and attributes need no -allow-unregistered-dialect
// (a user's dialect joins without the flag); another namespace still
// gets upstream's error.
// RUN: mlbuf-opt %s --op-semantics=%S/../semantics/Inputs/my_dialect.semantics.mlir | FileCheck %s
// RUN: not mlbuf-opt %s 2>&1 | FileCheck %s --check-prefix=UNDESCRIBED
// CHECK: func.func @described(%arg0: !my.buf) attributes {k = #my.kind}
// UNDESCRIBED: error: `!"my"<"buf">` type created with unregistered dialect
func.func @described(%a: !my.buf) attributes {k = #my.kind} {
  return
}
