// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// A loop with no way out next to a path that returns: the loop's blocks
// cannot reach an exit, so one of them becomes a post-dominator root.
func.func @spin(%c: i1) {
  cf.cond_br %c, ^loop_a, ^out
^loop_a:
  cf.br ^loop_b
^loop_b:
  cf.br ^loop_c
^loop_c:
  cf.br ^loop_a
^out:
  return
}

// CHECK-LABEL: Testing : spin{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 2{{ *$}}
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
// CHECK-NEXT: Nearest(0, 1) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = <no dom>{{ *$}}
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
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0){{ *$}}
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
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 1) = 1 (properly = 1){{ *$}}
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
// CHECK-NEXT: postdominates(4, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(5, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: module attributes {test.block_ids = array<i64: 5>} {{[{]}}{{ *$}}
// CHECK-NEXT:   func.func @spin(%arg0: i1) attributes {test.block_ids = array<i64: 0, 1, 2, 3, 4>} {{[{]}}{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb4{{ *$}}
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb3{{ *$}}
// CHECK-NEXT:     cf.br ^bb2{{ *$}}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1{{ *$}}
// CHECK-NEXT:     cf.br ^bb3{{ *$}}
// CHECK-NEXT:   ^bb3:  // pred: ^bb2{{ *$}}
// CHECK-NEXT:     cf.br ^bb1{{ *$}}
// CHECK-NEXT:   ^bb4:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
