// The free goes after the last use in the common post-dominator of every
// alias's use, counting uses there of values defined before it. (MLIR 16
// skips such values when it looks for the last use: it frees %a after the
// join's first op, before the store: a use after free.)
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @late_use
//       CHECK: ^bb3:
//  CHECK-NEXT:   arith.constant 1 : index
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @late_use(%c: i1, %v: f32) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %one = arith.constant 1 : index
  memref.store %v, %a[%one] : memref<2xf32>
  %l = memref.load %a[%one] : memref<2xf32>
  return %l : f32
}

// A diamond whose join holds only the return: the free goes before the
// return (MLIR 16 finds the return as the last op and places none: a leak).
// CHECK-LABEL: func.func @join_return
//       CHECK: ^bb3:
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @join_return(%c: i1, %v: f32) {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}

// OUT: 5
func.func @main() -> f32 {
  %t = arith.constant true
  %v = arith.constant 5.0 : f32
  call @join_return(%t, %v) : (i1, f32) -> ()
  %r = call @late_use(%t, %v) : (i1, f32) -> f32
  return %r : f32
}
