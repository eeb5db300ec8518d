// mlbuf-run stops a run whose interpreted calls nest 4000 deep (each level
// takes a few C frames; a runaway recursion must end with a diagnostic,
// not a stack overflow): @main calling @down(3999) is the deepest run that
// completes, @down(4000) stops at the call with exit status 1.
// RUN: mlbuf-run %s -- 3999 | FileCheck %s --check-prefix=DEEPEST
// RUN: not mlbuf-run %s -- 4000 2>&1 | FileCheck %s --check-prefix=LIMIT
// DEEPEST: 3999
// LIMIT: call-depth-limit.mlir:[[# @LINE + 9]]:10: error: call depth limit (4000) exceeded
func.func @down(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> index {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %x = func.call @down(%m) : (index) -> index
    %y = arith.addi %x, %c1 : index
    scf.yield %y : index
  }
  return %r : index
}

func.func @main(%n: index) -> index {
  %r = func.call @down(%n) : (index) -> index
  return %r : index
}
