// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier messages of comparisons and select.

func.func @cmpi_float(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %a, %a : f32
  return
}

// -----

func.func @cmpi_float_generic(%a: f32) {
  // expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpf_int(%a: vector<2xi32>) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'vector<2xi32>'}}
  %0 = arith.cmpf oeq, %a, %a : vector<2xi32>
  return
}

// -----

func.func @cmpi_keyword(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpf_result(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (vector<4xf32>, vector<4xf32>) -> i1
  return
}

// -----

func.func @cmpi_operands(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @cmpi_missing_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_bad_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @select_cond(%c: i32, %a: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @select_types(%c: i1, %a: f32, %b: f64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return
}

// -----

func.func @select_shape(%c: vector<2xi1>, %a: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xf32>
  return
}
