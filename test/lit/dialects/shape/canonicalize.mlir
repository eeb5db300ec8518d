// RUN: mlbuf-opt %s --canonicalize --split-input-file | FileCheck %s

// shape.assuming's patterns (mlir-opt 22 gives the same output for each
// chunk): AssumingOpRemoveUnusedResults drops results nobody uses (and the
// yield's operands for them), AssumingWithTrue inlines the region of an
// assuming on a shape.const_witness. An assuming left without results and
// with a pure region is dead.

// CHECK-LABEL: func.func @trim
//  CHECK-NEXT:   %[[C:.*]] = arith.constant 1 : index
//  CHECK-NEXT:   %[[W:.*]] = shape.const_witness false
//  CHECK-NEXT:   %[[R:.*]] = shape.assuming %arg1 -> (index) {
//  CHECK-NEXT:     shape.assuming_yield %[[C]] : index
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[R]], %[[W]] : index, !shape.witness
func.func @trim(%m: memref<2xf32>, %w0: !shape.witness) -> (index, !shape.witness) {
  %c = arith.constant 1 : index
  %w = shape.const_witness false
  %w2 = shape.const_witness false
  %r:2 = shape.assuming %w -> (index, memref<2xf32>) {
    shape.assuming_yield %c, %m : index, memref<2xf32>
  }
  %t = shape.const_witness true
  %s = shape.assuming %t -> index {
    %d = arith.addi %r#0, %c : index
    shape.assuming_yield %d : index
  }
  %u:2 = shape.assuming %w0 -> (index, index) {
    shape.assuming_yield %s, %c : index, index
  }
  return %u#1, %w2 : index, !shape.witness
}

// -----

// CHECK-LABEL: func.func @inline_true
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   "test.use"(%[[A]])
//  CHECK-NEXT:   return %[[A]]
func.func @inline_true() -> memref<2xf32> {
  %t = shape.const_witness true
  %r = shape.assuming %t -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    shape.assuming_yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// A false witness is inlined too: upstream's pattern checks only that the
// witness is a shape.const_witness.
// CHECK-LABEL: func.func @inline_false
//  CHECK-NEXT:   "test.effect"()
//  CHECK-NEXT:   return
func.func @inline_false() {
  %w = shape.const_witness false
  %r = shape.assuming %w -> index {
    %c = arith.constant 3 : index
    "test.effect"() : () -> ()
    shape.assuming_yield %c : index
  } {note}
  return
}

// -----

// An assuming on an argument keeps its region; its unused result goes,
// with the attributes (as upstream's rebuilt op).
// CHECK-LABEL: func.func @keep_arg
//  CHECK-NEXT:   shape.assuming %arg0 {
//  CHECK-NEXT:     "test.effect"()
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @keep_arg(%w: !shape.witness) {
  %r = shape.assuming %w -> index {
    %c = arith.constant 3 : index
    "test.effect"() : () -> ()
    shape.assuming_yield %c : index
  } {note}
  return
}
