// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier and parser messages of math ops.

func.func @sqrt_int(%a: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %a : i32
  return
}

// -----

func.func @ctlz_float(%a: f32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %a : f32
  return
}

// -----

func.func @powf_types(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @isnan_int(%a: i32) {
  // expected-error @+1 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isnan %a : i32
  return
}

// -----

func.func @isnan_result(%a: vector<2xf32>) {
  // expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%a) : (vector<2xf32>) -> vector<4xi1>
  return
}

// -----

func.func @fastmath_flag(%a: f32) {
  // expected-error @+2 {{custom op 'math.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'math.exp' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.exp %a fastmath<slow> : f32
  return
}
