// Errors at positions the parser kept: a use of a value never defined and
// a branch to a block never defined are reported when their scope ends,
// lines after the use (their lines are looked up then). Lines and columns
// are mlir-opt 22's.
// RUN: not mlbuf-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @undefined_value(%a: i32) -> i32 {
  // CHECK: parse-location-late-errors.mlir:[[# @LINE + 2]]:12: error: use of undeclared SSA value name
  %0 = arith.addi %a,
           %never : i32

  // comment
  return %0 : i32
}

// -----

func.func @undefined_block() {
  // CHECK: parse-location-late-errors.mlir:[[# @LINE + 1]]:9: error: reference to an undefined block
  cf.br ^missing

// comment
^bb1:
  return
}

// -----

func.func @redefined(%a: i32) {
  // CHECK: parse-location-late-errors.mlir:[[# @LINE + 4]]:3: error: redefinition of SSA value '%x'
  // CHECK: parse-location-late-errors.mlir:[[# @LINE + 1]]:3: note: previously defined here
  %x = arith.addi %a, %a : i32

  %x = arith.addi %a, %a : i32
  return
}
