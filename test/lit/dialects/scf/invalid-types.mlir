// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// ODS type constraints of scf ops (generic form).

%c = "test.c"() : () -> i32
// expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
}, {}) : (i32) -> ()

// -----

%l = "test.c"() : () -> f32
// expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
"scf.for"(%l, %l, %l) ({
^bb0(%iv: f32):
  "scf.yield"() : () -> ()
}) : (f32, f32, f32) -> ()

// -----

%l = "test.c"() : () -> i32
// expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
"scf.parallel"(%l, %l, %l) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (i32, i32, i32) -> ()

// -----

%l = "test.c"() : () -> i32
// expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
"scf.index_switch"(%l) <{cases = array<i64>}> ({
  "scf.yield"() : () -> ()
}) : (i32) -> ()

// -----

%c = "test.c"() : () -> i32
"scf.while"() ({
  // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.condition"(%c) : (i32) -> ()
}, {
  "scf.yield"() : () -> ()
}) : () -> ()

// -----

%d = "test.c"() : () -> i32
// expected-error @+1 {{'scf.forall' op operand #0 must be variadic of index, but got 'i32'}}
"scf.forall"(%d) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb0:
  }) : () -> ()
}) : (i32) -> ()

// -----

%c = "test.c"() : () -> i1
// expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
"scf.while"() ({
}, {
  "scf.yield"() : () -> ()
}) : () -> ()
