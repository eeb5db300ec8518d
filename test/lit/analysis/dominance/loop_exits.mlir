// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// A loop with two exits and an inner infinite loop reachable from the
// body: post-dominance inside the loop depends on the chosen root.
func.func @tangle(%c: i1, %d: i1) {
  cf.br ^h
^h:
  cf.cond_br %c, ^body, ^exit1
^body:
  cf.cond_br %d, ^h, ^trap
^trap:
  cf.cond_br %c, ^trap2, ^trap
^trap2:
  cf.cond_br %d, ^trap, ^exit2
^exit1:
  return
^exit2:
  return
}

// CHECK-LABEL: Testing : tangle{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 6) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 6) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 6) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 6) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 5) = 1{{ *$}}
// CHECK-NEXT: Nearest(4, 6) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(5, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(5, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(5, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(5, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(5, 4) = 1{{ *$}}
// CHECK-NEXT: Nearest(5, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 6) = 1{{ *$}}
// CHECK-NEXT: Nearest(5, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(6, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(6, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(6, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(6, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(6, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(6, 5) = 1{{ *$}}
// CHECK-NEXT: Nearest(6, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 0) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 1) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 2) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 3) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 4) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 5) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 6) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 7) = 7{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 6) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(0, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(1, 6) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(1, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 6) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(2, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 5) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(3, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(3, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 5) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(4, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(4, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(5, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(5, 1) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(5, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(5, 3) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(5, 4) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(5, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(5, 6) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(5, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(6, 0) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(6, 1) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(6, 2) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(6, 3) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 4) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 5) = <no dom>{{ *$}}
// CHECK-NEXT: Nearest(6, 6) = 6{{ *$}}
// CHECK-NEXT: Nearest(6, 7) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 0) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 1) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 2) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 3) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 4) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 5) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 6) = 7{{ *$}}
// CHECK-NEXT: Nearest(7, 7) = 7{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 5) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(5, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 6) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(6, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(7, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(7, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(7, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(7, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(7, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(7, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(7, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(7, 7) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 5) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 6) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(5, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(6, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(6, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(6, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(6, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(6, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(6, 6) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(6, 7) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(7, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(7, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(7, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(7, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(7, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(7, 5) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(7, 6) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(7, 7) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: module attributes {test.block_ids = array<i64: 7>} {{[{]}}{{ *$}}
// CHECK-NEXT:   func.func @tangle(%arg0: i1, %arg1: i1) attributes {test.block_ids = array<i64: 0, 1, 2, 3, 4, 5, 6>} {{[{]}}{{ *$}}
// CHECK-NEXT:     cf.br ^bb1{{ *$}}
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2, ^bb5{{ *$}}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb3{{ *$}}
// CHECK-NEXT:   ^bb3:  // 3 preds: ^bb2, ^bb3, ^bb4{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb4, ^bb3{{ *$}}
// CHECK-NEXT:   ^bb4:  // pred: ^bb3{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg1, ^bb3, ^bb6{{ *$}}
// CHECK-NEXT:   ^bb5:  // pred: ^bb1{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   ^bb6:  // pred: ^bb4{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
