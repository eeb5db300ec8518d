// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// Several functions: the module collects one block number per function.
func.func @one() {
  return
}
func.func private @decl()
func.func @two(%c: i1) {
  cf.cond_br %c, ^a, ^a
^a:
  return
}
func.func @three() {
  cf.br ^b
^b:
  cf.br ^c
^c:
  return
}

// CHECK-LABEL: Testing : one{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 1){{ *$}}
// CHECK-LABEL: Testing : decl{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 1){{ *$}}
// CHECK-LABEL: Testing : two{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(2, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 1){{ *$}}
// CHECK-LABEL: Testing : three{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: --- Block Dominance relationship ---{{ *$}}
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(2, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: module attributes {test.block_ids = array<i64: 1, 0, 2, 3>} {{[{]}}{{ *$}}
// CHECK-NEXT:   func.func @one() attributes {test.block_ids = array<i64: 0>} {{[{]}}{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT:   func.func private @decl(){{ *$}}
// CHECK-NEXT:   func.func @two(%arg0: i1) attributes {test.block_ids = array<i64: 0, 1>} {{[{]}}{{ *$}}
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb1{{ *$}}
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT:   func.func @three() attributes {test.block_ids = array<i64: 0, 1, 2>} {{[{]}}{{ *$}}
// CHECK-NEXT:     cf.br ^bb1{{ *$}}
// CHECK-NEXT:   ^bb1:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     cf.br ^bb2{{ *$}}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
