// The pass lists a function's allocations in post-order (an op after
// the ops nested in it) during the alias analysis' pre-order walk; the
// two orders differ only when an op that may allocate holds ops, and the
// list is then made again by a post-order walk (buffer_placement.c).
// @holds: pool.scope_alloc allocates and holds an allocation (the list
// made again); @flat: no such op (the list of the walk). The frees are
// placed in the list's order: %c's before %a's, both after the fill.
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool-scope.semantics.mlir --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func @holds
//       CHECK:   %[[A:.*]] = "pool.scope_alloc"() ({
//  CHECK-NEXT:     %[[B:.*]] = "pool.alloc"()
//  CHECK-NEXT:     "pool.fill"(%[[B]])
//  CHECK-NEXT:     "pool.free"(%[[B]])
//  CHECK-NEXT:     "pool.yield"()
//       CHECK:   %[[C:.*]] = "pool.alloc"()
//  CHECK-NEXT:   "pool.fill"(%[[A]], %[[C]])
//  CHECK-NEXT:   "pool.free"(%[[C]])
//  CHECK-NEXT:   "pool.free"(%[[A]])
//  CHECK-NEXT:   return
func.func @holds() {
  %a = "pool.scope_alloc"() ({
    %b = "pool.alloc"() : () -> !pool.buf
    "pool.fill"(%b) : (!pool.buf) -> ()
    "pool.yield"() : () -> ()
  }) : () -> !pool.buf
  %c = "pool.alloc"() : () -> !pool.buf
  "pool.fill"(%a, %c) : (!pool.buf, !pool.buf) -> ()
  return
}

// CHECK-LABEL: func.func @flat
//       CHECK:   %[[A:.*]] = "pool.alloc"()
//  CHECK-NEXT:   %[[C:.*]] = "pool.alloc"()
//  CHECK-NEXT:   "pool.fill"(%[[A]], %[[C]])
//  CHECK-NEXT:   "pool.free"(%[[C]])
//  CHECK-NEXT:   "pool.free"(%[[A]])
//  CHECK-NEXT:   return
func.func @flat() {
  %a = "pool.alloc"() : () -> !pool.buf
  %c = "pool.alloc"() : () -> !pool.buf
  "pool.fill"(%a, %c) : (!pool.buf, !pool.buf) -> ()
  return
}
