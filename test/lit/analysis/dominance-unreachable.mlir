// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(test-print-dominance))' -o /dev/null | FileCheck %s
// A block no path reaches (block 1, ^dead): upstream's test pass crashes
// asking for its nearest common dominator with a reachable block other
// than the entry; mlbuf answers `<no dom>` there. Every block dominates
// the unreachable one, which dominates nothing else; post-dominance is
// unaffected (the dead block still reaches the exit).
func.func @orphan(%c: i1) {
  cf.br ^live
^dead:
  cf.br ^live
^live:
  return
}

// CHECK-LABEL: Testing : orphan
// CHECK: Nearest(0, 1) = 0
// CHECK: Nearest(1, 0) = 0
// CHECK: Nearest(1, 2) = <no dom>
// CHECK: --- PostDominanceInfo ---
// CHECK: Nearest(0, 1) = 2
// CHECK: --- Block Dominance relationship ---
// CHECK: dominates(0, 1) = 1 (properly = 1)
// CHECK: dominates(1, 0) = 0 (properly = 0)
// CHECK: dominates(1, 2) = 0 (properly = 0)
// CHECK: dominates(2, 1) = 1 (properly = 1)
// CHECK: --- Block PostDominance relationship ---
// CHECK: postdominates(2, 1) = 1 (properly = 1)
