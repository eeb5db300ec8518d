// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))' | FileCheck %s
// The then and else regions of an scf.if and a while loop's two regions
// meet in the block holding the op.
func.func @siblings(%c: i1, %v: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %v : i32
  } else {
    %w = scf.while (%x = %v) : (i32) -> i32 {
      %b = arith.cmpi slt, %x, %v : i32
      scf.condition(%b) %x : i32
    } do {
    ^bb0(%y: i32):
      scf.yield %y : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}

// CHECK-LABEL: Testing : siblings{{$}}
// CHECK-NEXT: --- DominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
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
// CHECK-NEXT: --- PostDominanceInfo ---{{ *$}}
// CHECK-NEXT: Nearest(0, 0) = 0{{ *$}}
// CHECK-NEXT: Nearest(0, 1) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 2) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 3) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(0, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(1, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 1) = 1{{ *$}}
// CHECK-NEXT: Nearest(1, 2) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(1, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(1, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(2, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 1) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 2) = 2{{ *$}}
// CHECK-NEXT: Nearest(2, 3) = 3{{ *$}}
// CHECK-NEXT: Nearest(2, 4) = 4{{ *$}}
// CHECK-NEXT: Nearest(2, 5) = 5{{ *$}}
// CHECK-NEXT: Nearest(3, 0) = 4{{ *$}}
// CHECK-NEXT: Nearest(3, 1) = 3{{ *$}}
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
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(1, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(2, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(3, 5) = 0 (properly = 0){{ *$}}
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1){{ *$}}
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1){{ *$}}
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
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0){{ *$}}
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
// CHECK-NEXT:   func.func @siblings(%arg0: i1, %arg1: i32) -> i32 attributes {test.block_ids = array<i64: 4>} {{[{]}}{{ *$}}
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {{[{]}}{{ *$}}
// CHECK-NEXT:       scf.yield %arg1 : i32{{ *$}}
// CHECK-NEXT:     } else {{[{]}}{{ *$}}
// CHECK-NEXT:       %1 = scf.while (%arg2 = %arg1) : (i32) -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:         %2 = arith.cmpi slt, %arg2, %arg1 : i32{{ *$}}
// CHECK-NEXT:         scf.condition(%2) %arg2 : i32{{ *$}}
// CHECK-NEXT:       } do {{[{]}}{{ *$}}
// CHECK-NEXT:       ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:         scf.yield %arg2 : i32{{ *$}}
// CHECK-NEXT:       } attributes {test.block_ids = array<i64: 1, 2>}{{ *$}}
// CHECK-NEXT:       scf.yield %1 : i32{{ *$}}
// CHECK-NEXT:     } {test.block_ids = array<i64: 0, 3>}{{ *$}}
// CHECK-NEXT:     return %0 : i32{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
