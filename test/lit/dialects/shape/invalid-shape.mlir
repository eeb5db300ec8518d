// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier and parser messages of shape.assuming, shape.assuming_yield
// and shape.const_witness, each mlir-opt 22's (every chunk gave mlir-opt
// 22 the same diagnostic). A yield that does not match the results is
// reported on the shape.assuming, by its region-branch edge check.

func.func @not_a_witness(%b: i1) {
  // expected-error @+1 {{'shape.assuming' op operand #0 must be , but got 'i1'}}
  "shape.assuming"(%b) ({
    "shape.assuming_yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @yield_count(%w: !shape.witness) {
  // expected-error @+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = shape.assuming %w -> (i32) {
    // expected-note @+1 {{region branch point}}
    shape.assuming_yield
  }
  return
}

// -----

func.func @yield_type(%w: !shape.witness, %f: f32) {
  // expected-error @+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = shape.assuming %w -> (i32) {
    // expected-note @+1 {{region branch point}}
    shape.assuming_yield %f : f32
  }
  return
}

// -----

func.func @yield_outside(%f: f32) {
  // expected-error @+1 {{'shape.assuming_yield' op expects parent op 'shape.assuming'}}
  shape.assuming_yield %f : f32
}

// -----

func.func @two_blocks(%w: !shape.witness) {
  // expected-error @+1 {{'shape.assuming' op expects region #0 to have 0 or 1 blocks}}
  "shape.assuming"(%w) ({
    cf.br ^bb1
  ^bb1:
    "shape.assuming_yield"() : () -> ()
  }) : (!shape.witness) -> ()
  return
}

// -----

func.func @other_terminator(%w: !shape.witness) {
  // expected-error @+2 {{'shape.assuming' op expects regions to end with 'shape.assuming_yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'shape.assuming_yield'}}
  "shape.assuming"(%w) ({
    "test.foo"() : () -> ()
  }) : (!shape.witness) -> ()
  return
}

// -----

func.func @no_block(%w: !shape.witness) {
  // expected-error @+1 {{'shape.assuming' op region #0 ('doRegion') failed to verify constraint: region with 1 blocks}}
  "shape.assuming"(%w) ({
  }) : (!shape.witness) -> ()
  return
}

// -----

func.func @no_passing() {
  // expected-error @+1 {{'shape.const_witness' op requires attribute 'passing'}}
  %0 = "shape.const_witness"() : () -> !shape.witness
  return
}

// -----

func.func @passing_not_bool() {
  // expected-error @+1 {{'shape.const_witness' op attribute 'passing' failed to satisfy constraint: bool attribute}}
  %0 = "shape.const_witness"() {passing = 1 : i32} : () -> !shape.witness
  return
}

// -----

func.func @result_not_witness() {
  // expected-error @+1 {{'shape.const_witness' op result #0 must be , but got 'i1'}}
  %0 = "shape.const_witness"() {passing = true} : () -> i1
  return
}

// -----

func.func @out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = shape.const_witness 2
  return
}

// -----

func.func @not_bool() {
  // expected-error @+1 {{custom op 'shape.const_witness' invalid kind of attribute specified}}
  %0 = shape.const_witness unit
  return
}

// -----

func.func @no_value() {
  // expected-error @+1 {{expected attribute value}}
  %0 = shape.const_witness
  return
}
