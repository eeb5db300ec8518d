// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// A block whose first op has a region: the nested block is numbered
// before the block holding the op (post-order numbering).
func.func @numbering(%c: i1) {
  scf.if %c {
    %x = arith.constant 1 : i8
  }
  cf.cond_br %c, ^a, ^b
^a:
  scf.if %c {
    %y = arith.constant 2 : i8
  }
  cf.br ^b
^b:
  return
}

// CHECK-LABEL: Testing : numbering{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 1{{ *$}}
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
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 4{{ *$}}
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
// CHECK-NEXT: dominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0){{ *$}}
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
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
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
// CHECK-NEXT: postdominates(3, 1) = 0 (properly = 0){{ *$}}
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
// CHECK-NEXT:   func.func @numbering(%arg0: i1) attributes {test.block_ids = array<i64: 1, 3, 4>} {{[{]}}{{ *$}}
// CHECK-NEXT:     scf.if %arg0 {{[{]}}{{ *$}}
// CHECK-NEXT:       %c1_i8 = arith.constant 1 : i8{{ *$}}
// CHECK-NEXT:     } {test.block_ids = array<i64: 0>}{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2{{ *$}}
// CHECK-NEXT:   ^bb1:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     scf.if %arg0 {{[{]}}{{ *$}}
// CHECK-NEXT:       %c2_i8 = arith.constant 2 : i8{{ *$}}
// CHECK-NEXT:     } {test.block_ids = array<i64: 2>}{{ *$}}
// CHECK-NEXT:     cf.br ^bb2{{ *$}}
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
