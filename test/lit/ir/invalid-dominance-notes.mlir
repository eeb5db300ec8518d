// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// The note says where the value is defined relative to the user: here an op
// of the enclosing block, after the op holding the use.
func.func @nested_use_before_def(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %1 = arith.addi %0, %0 : i32
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// An op of another block, used inside a nested region.
func.func @nested_use_other_block(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %x = arith.xori %v, %v : i1
  }
  cf.br ^bb2
^bb2:
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %v = arith.constant true
  return
}

// -----

// A block argument: the note points at the op owning the block and gives
// the block's position.
// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @arg_of_sibling(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%a: i1):
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %x = arith.xori %a, %a : i1
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #2 in a parent region)}}
func.func @arg_in_parent_region(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2(%c : i1)
^bb1:
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %x = arith.xori %a, %a : i1
  }
  cf.br ^bb2(%c : i1)
^bb2(%a: i1):
  return
}
