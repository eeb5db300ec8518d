// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier messages of arith casts.

func.func @ext_narrower(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i8
  return
}

// -----

func.func @trunc_wider(%a: i8) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i8' and result type 'i32' are cast incompatible}}
  %0 = arith.trunci %a : i8 to i32
  return
}

// -----

func.func @extf_same(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %a : f32 to f32
  return
}

// -----

func.func @index_cast_int(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @ext_index(%a: index) {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extui %a : index to i64
  return
}

// -----

func.func @sitofp_float(%a: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %a : f32 to f64
  return
}

// -----

func.func @fptosi_result(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.fptosi %a : f32 to f64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @shape_mismatch(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi32> to vector<2xi64>
  return
}

// -----

func.func @scalar_to_vector(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : i32 to vector<2xi64>
  return
}

// -----

func.func @tensor_dims(%a: tensor<?xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %a : tensor<?xi32> to tensor<4xi64>
  return
}
