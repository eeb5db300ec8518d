// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Verifier and parser messages of func ops.

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %a : i32
}

// -----

func.func @return_type(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @return_type}}
  return %a : f32
}

// -----

func.func private @callee(i32) -> i32

func.func @undefined_callee(%a: i32) {
  // expected-error @+1 {{'func.call' op 'nothere' does not reference a valid function}}
  %0 = call @nothere(%a) : (i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @operand_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @callee(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @operand_type(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = call @callee(%a) : (f32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @result_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @callee(%a) : (i32) -> ()
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @result_type(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'f32'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = call @callee(%a) : (i32) -> f32
  return
}

// -----

func.func @entry_args(%a: i32) {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%b: f32):
  return
}

// -----

func.func @constant_undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nothere'}}
  %0 = constant @nothere : () -> ()
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @constant_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @callee : (i32) -> i64
  return
}

// -----

func.func @indirect_types(%f: (i32) -> i32, %a: f32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, f32) -> i32
  return
}

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
"func.func"() <{arg_attrs = [{}], function_type = (i32, i32) -> (), sym_name = "bad_arg_attrs", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @undialected(i32 {nodot})

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_count"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_type"}> ({
^bb0(%a: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() {}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred() attributes {sym_name = "x"} {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func private @mixed_args(%a: i32, f32)

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @mixed_args2(i32, %b: f32)

// -----

func.func @return_parent() {
  "foo.region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  return
}
