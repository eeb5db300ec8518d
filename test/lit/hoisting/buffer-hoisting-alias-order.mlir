// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-hoisting | FileCheck %s
// Hoisting follows an allocation's aliases through their uses, and then
// visits them in the alias analysis' numbering order (blocks in
// pre-order; in a block its arguments, then its ops' results), not in the
// order found: with an unreachable block the nearest common dominator
// depends on it (the entry block and an unreachable block have the entry
// as common dominator, another block and an unreachable one none).
// Here %arg0 (an alias through the recursive call) comes before %b (whose
// user is unreachable): the entry is reached first and the allocation
// moves there, whether the call (@call_first) or the cast (@cast_first)
// uses %v first.

// CHECK-LABEL: func.func @call_first
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    cf.cond_br
func.func @call_first(%arg0: memref<2xf32>, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  %v = memref.alloc() : memref<2xf32>
  func.call @call_first(%v, %c) : (memref<2xf32>, i1) -> ()
  %b = memref.cast %v : memref<2xf32> to memref<2xf32>
  return
^bb2:
  "test.use"(%b) : (memref<2xf32>) -> ()
  return
^bb3:
  return
}

// CHECK-LABEL: func.func @cast_first
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    cf.cond_br
func.func @cast_first(%arg0: memref<2xf32>, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  %v = memref.alloc() : memref<2xf32>
  %b = memref.cast %v : memref<2xf32> to memref<2xf32>
  func.call @cast_first(%v, %c) : (memref<2xf32>, i1) -> ()
  return
^bb2:
  "test.use"(%b) : (memref<2xf32>) -> ()
  return
^bb3:
  return
}
