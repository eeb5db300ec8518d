// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// A use before the definition in the same block.
func.func @use_before_def() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

// An op using its own result.
func.func @self_use() {
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = arith.addi %0, %0 : i32
  return
}

// -----

// A value of one branch used in a block the other branch reaches.
func.func @sibling_block(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %0, %0 : i32
  return
}

// -----

// Entry values, block arguments and values of dominating blocks are fine,
// also from nested regions.
func.func @ok(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1(%c0 : index), ^bb2
^bb1(%a: index):
  %s = arith.addi %a, %c1 : index
  scf.for %i = %c0 to %n step %s {
    %t = arith.addi %i, %s : index
  }
  cf.br ^bb2
^bb2:
  %u = arith.addi %c0, %c1 : index
  return
}

// -----

// A value defined outside an isolated region (the function is the
// isolated op the use crosses).
func.func @outer() {
  %0 = arith.constant 1 : i32
  builtin.module {
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner() {
      // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
      %1 = arith.addi %0, %0 : i32
      return
    }
  }
  return
}
