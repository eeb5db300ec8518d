// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier messages of cf ops.

func.func @cond_not_i1(%c: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @switch_values(%f: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%f)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_type(%f: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @assert_not_i1(%c: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @segments(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}
