// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s
// The nearest common dominator of the blocks of an allocation's aliases
// and users is the entry block as soon as one of them is the entry block
// (answered without building the region's dominator tree), else it comes
// from the tree. @entry_side: the scf.if result is used in ^bb1, the
// allocation (lifted to the entry block, where the scf.if is) and ^bb1
// meet at the entry block. @tree_side: ^bb2 and ^bb4 meet at ^bb1 (the
// tree's answer, not the entry block), where the allocation goes, before
// ^bb1's terminator.

// CHECK-LABEL: func.func @entry_side
// CHECK-NEXT:    %[[A:.*]] = memref.alloc
// CHECK-NEXT:    scf.if
func.func @entry_side(%c: i1, %arg: memref<2xf32>, %i: index) {
  %s = scf.if %c -> (memref<2xf32>) {
    scf.yield %arg : memref<2xf32>
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %s[%i] : memref<2xf32>
  cf.br ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @tree_side
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[A:.*]] = memref.alloc
// CHECK-NEXT:    cf.cond_br
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb4(%[[A]] : memref<2xf32>)
func.func @tree_side(%c: i1, %arg: memref<2xf32>, %i: index) {
  cf.cond_br %c, ^bb1, ^bb5
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb4(%a : memref<2xf32>)
^bb3:
  cf.br ^bb4(%arg : memref<2xf32>)
^bb4(%m: memref<2xf32>):
  %x = memref.load %m[%i] : memref<2xf32>
  cf.br ^bb5
^bb5:
  return
}
