// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Custom-syntax errors of arith ops.

func.func @empty_flags(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<> : i32
  return
}

// -----

func.func @bad_flag_in_list(%a: f32) {
  // expected-error @+2 {{custom op 'arith.mulf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.mulf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.mulf %a, %a fastmath<fast, foo> : f32
  return
}

// -----

func.func @select_count(%c: i1, %a: i32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @missing_to(%i: index) {
  // expected-error @+1 {{expected 'to'}}
  %0 = arith.index_cast %i : index i32
  return
}

// -----

func.func @missing_comma(%a: i32) {
  // expected-error @+1 {{expected ','}}
  %0 = arith.cmpi slt %a, %a : i32
  return
}
