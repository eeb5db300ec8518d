// Parse errors whose location the parser takes only when it reports them
// (an integer, a generic op's function type, an operand list of a fixed
// count): the position is kept, the location built at the error. Lines and
// columns are mlir-opt 22's (same messages, byte for byte, on this file).
// RUN: not mlbuf-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: parse-error-locations.mlir:[[# @LINE + 2]]:32: error: custom op 'tensor.extract_slice' integer value too large
func.func @too_large(%t: tensor<8xf32>) {
  %0 = tensor.extract_slice %t[99999999999999999999999] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

// The location is the sign's.
// CHECK: parse-error-locations.mlir:[[# @LINE + 2]]:43: error: custom op 'tensor.extract_slice' integer value too large
func.func @too_negative(%t: tensor<8xf32>) {
  %0 = tensor.extract_slice %t[0] [4] [   -9223372036854775809] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

// CHECK: parse-error-locations.mlir:[[# @LINE + 2]]:42: error: custom op 'tensor.extract_slice' expected integer value
func.func @not_integer(%t: tensor<8xf32>) {
  %0 = tensor.extract_slice %t[0] [4] [  x] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

// CHECK: parse-error-locations.mlir:[[# @LINE + 2]]:33: error: expected function type
func.func @not_function_type(%a: i32) {
  %0 = "arith.addi"(%a, %a) :   i32
  return
}

// -----

// CHECK: parse-error-locations.mlir:[[# @LINE + 2]]:33: error: expected 2 operand types but had 1
func.func @operand_types(%a: i32) {
  %0 = "arith.addi"(%a, %a) :   (i32) -> i32
  return
}

// -----

// CHECK: parse-error-locations.mlir:[[# @LINE + 2]]:23: error: custom op 'arith.select' expected 3 operands
func.func @operand_count(%a: i1, %b: i32) {
  %0 = arith.select   %a, %b : i32
  return
}
