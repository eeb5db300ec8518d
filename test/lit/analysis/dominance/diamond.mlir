// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// If/else diamond through cf: the entry dominates everything, the join
// post-dominates everything, the arms relate to nothing but themselves.
func.func @diamond(%c: i1) {
  cf.cond_br %c, ^then, ^else
^then:
  cf.br ^join
^else:
  cf.br ^join
^join:
  return
}

// CHECK-LABEL: Testing : diamond{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: module attributes {test.block_ids = array<i64: 4>} {{[{]}}{{ *$}}
// CHECK-NEXT:   func.func @diamond(%arg0: i1) attributes {test.block_ids = array<i64: 0, 1, 2, 3>} {{[{]}}{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2{{ *$}}
// CHECK-NEXT:   ^bb1:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     cf.br ^bb3{{ *$}}
// CHECK-NEXT:   ^bb2:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     cf.br ^bb3{{ *$}}
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
