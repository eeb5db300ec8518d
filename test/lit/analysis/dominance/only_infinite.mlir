// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// No exit at all: two infinite loops, the first leading into the second;
// only the second keeps a root.
func.func @never_returns(%c: i1) {
  cf.br ^first
^first:
  cf.cond_br %c, ^first_b, ^second
^first_b:
  cf.br ^first
^second:
  cf.br ^second_b
^second_b:
  cf.cond_br %c, ^second, ^second_c
^second_c:
  cf.br ^second_b
}

// CHECK-LABEL: Testing : never_returns{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 5) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(5, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(5, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(5, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(5, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(5, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(5, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 0) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 1) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 2) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 3) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 4) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 5) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 6) = 6{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(0, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(4, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(5, 0) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 1) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 2) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 3) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 4) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 0) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 1) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 2) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 3) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 4) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 5) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 6) = 6{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 5) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(6, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(6, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(6, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(6, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(6, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(6, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 5) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(6, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: module attributes {test.block_ids = array<i64: 6>} {{[{]}}{{ *$}}
// CHECK-NEXT:   func.func @never_returns(%arg0: i1) attributes {test.block_ids = array<i64: 0, 1, 2, 3, 4, 5>} {{[{]}}{{ *$}}
// CHECK-NEXT:     cf.br ^bb1{{ *$}}
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2, ^bb3{{ *$}}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1{{ *$}}
// CHECK-NEXT:     cf.br ^bb1{{ *$}}
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb4{{ *$}}
// CHECK-NEXT:     cf.br ^bb4{{ *$}}
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb5{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3, ^bb5{{ *$}}
// CHECK-NEXT:   ^bb5:  // pred: ^bb4{{ *$}}
// CHECK-NEXT:     cf.br ^bb4{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
