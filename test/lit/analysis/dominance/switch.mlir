// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// A switch fanning out to several blocks that meet again.
func.func @fan(%i: i32, %c: i1) {
  cf.switch %i : i32, [
    default: ^d,
    0: ^a,
    1: ^b,
    2: ^d
  ]
^a:
  cf.br ^d
^b:
  cf.cond_br %c, ^d, ^a
^d:
  return
}

// CHECK-LABEL: Testing : fan{{$}}
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
// CHECK-NEXT:   func.func @fan(%arg0: i32, %arg1: i1) attributes {test.block_ids = array<i64: 0, 1, 2, 3>} {{[{]}}{{ *$}}
// CHECK-NEXT:     cf.switch %arg0 : i32, [{{ *$}}
// CHECK-NEXT:       default: ^bb3,{{ *$}}
// CHECK-NEXT:       0: ^bb1,{{ *$}}
// CHECK-NEXT:       1: ^bb2,{{ *$}}
// CHECK-NEXT:       2: ^bb3{{ *$}}
// CHECK-NEXT:     ]{{ *$}}
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2{{ *$}}
// CHECK-NEXT:     cf.br ^bb3{{ *$}}
// CHECK-NEXT:   ^bb2:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg1, ^bb3, ^bb1{{ *$}}
// CHECK-NEXT:   ^bb3:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
