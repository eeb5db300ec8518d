// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// A loop with a header, a body with a back edge and an exit.
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2 : index)
^exit:
  return
}

// CHECK-LABEL: Testing : loop{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(3, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(3, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(4, 4) = 4{{ *$}}
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 1{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 1{{ *$}}
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
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1){{ *$}}
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
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 2) = 1 (properly = 1){{ *$}}
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
// CHECK-NEXT:   func.func @loop(%arg0: index) attributes {test.block_ids = array<i64: 0, 1, 2, 3>} {{[{]}}{{ *$}}
// CHECK-NEXT:     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT:     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT:     cf.br ^bb1(%c0 : index){{ *$}}
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2{{ *$}}
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3{{ *$}}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1{{ *$}}
// CHECK-NEXT:     %2 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT:     cf.br ^bb1(%2 : index){{ *$}}
// CHECK-NEXT:   ^bb3:  // pred: ^bb1{{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
