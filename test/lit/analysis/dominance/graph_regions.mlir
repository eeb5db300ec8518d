// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// Regions of unregistered ops have no SSA dominance: their single block
// properly dominates itself.
func.func @opaque() {
  "foo.container"() ({
    "foo.inner"() ({
      "foo.leaf"() : () -> ()
    }) : () -> ()
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: Testing : opaque{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
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
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: --- Block PostDominance relationship ---{{ *$}}
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 1){{ *$}}
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
// CHECK-NEXT: module attributes {test.block_ids = array<i64: 3>} {{[{]}}{{ *$}}
// CHECK-NEXT:   func.func @opaque() attributes {test.block_ids = array<i64: 2>} {{[{]}}{{ *$}}
// CHECK-NEXT:     "foo.container"() ({{[{]}}{{ *$}}
// CHECK-NEXT:       "foo.inner"() ({{[{]}}{{ *$}}
// CHECK-NEXT:         "foo.leaf"() : () -> (){{ *$}}
// CHECK-NEXT:       }) {test.block_ids = array<i64: 0>} : () -> (){{ *$}}
// CHECK-NEXT:       "foo.end"() : () -> (){{ *$}}
// CHECK-NEXT:     }) {test.block_ids = array<i64: 1>} : () -> (){{ *$}}
// CHECK-NEXT:     return{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
