// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier and parser messages of arith.constant.

func.func @type_mismatch() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @unsigned() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui32
  return
}

// -----

func.func @string_value() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "x" : i32} : () -> i32
  return
}

// -----

func.func @string() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "foo"
  return
}

// -----

func.func @untyped() {
  // expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1, 2]
  return
}
