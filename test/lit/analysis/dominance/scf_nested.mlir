// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// Blocks of nested regions: an enclosing block dominates and
// post-dominates the blocks nested in it.
func.func @nested(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %x = arith.addi %i, %c1 : index
    } else {
      %y = arith.muli %i, %c1 : index
    }
  }
  cf.br ^next
^next:
  return
}

// CHECK-LABEL: Testing : nested{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 0) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 1) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 2) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 3) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 4) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 5) = 5{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 0) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 1) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 2) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 3) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 4) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 5) = 5{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(5, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(5, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(5, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(5, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(5, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(0, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: module attributes {test.block_ids = array<i64: 5>} {{[{]}}{{ *$}}
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: i1) attributes {test.block_ids = array<i64: 0, 4>} {{[{]}}{{ *$}}
// CHECK-NEXT:     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT:     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:       scf.if %arg1 {{[{]}}{{ *$}}
// CHECK-NEXT:         %0 = arith.addi %arg2, %c1 : index{{ *$}}
// CHECK-NEXT:       } else {{[{]}}{{ *$}}
// CHECK-NEXT:         %0 = arith.muli %arg2, %c1 : index{{ *$}}
// CHECK-NEXT:       } {test.block_ids = array<i64: 1, 2>}{{ *$}}
// CHECK-NEXT:     } {test.block_ids = array<i64: 3>}{{ *$}}
// CHECK-NEXT:     cf.br ^bb1{{ *$}}
// CHECK-NEXT:   ^bb1:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
