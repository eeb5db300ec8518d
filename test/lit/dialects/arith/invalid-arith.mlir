// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier messages of binary arithmetic ops.

func.func @addi_float(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @mixed_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @result_type(%a: f32) {
  // expected-error @+1 {{'arith.subf' op requires the same type for all operands and results}}
  %0 = "arith.subf"(%a, %a) : (f32, f32) -> f64
  return
}

// -----

func.func @unsigned(%a: ui32) {
  // expected-error @+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = arith.muli %a, %a : ui32
  return
}

// -----

func.func @ext_unsigned(%a: vector<2xsi8>) {
  // expected-error @+1 {{'arith.xori' op operand #0 must be signless-integer-like, but got 'vector<2xsi8>'}}
  %0 = arith.xori %a, %a : vector<2xsi8>
  return
}

// -----

func.func @extended_types(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}
