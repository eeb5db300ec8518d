// A dialect known only from an op-semantics file (../dealloc/Inputs/pool.semantics.mlir):
// !pool.buf buffers allocated by pool.alloc in a resource of their own,
// freed by pool.free and cloned by pool.clone (its allocation interface),
// joined through pool.br and a pool.if region op. The pass names none of
// these ops.
// RUN: mlbuf-opt %s --op-semantics=%S/../dealloc/Inputs/pool.semantics.mlir --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func @join
//       CHECK: ^bb1:
//  CHECK-NEXT:   %[[A:.*]] = "pool.alloc"()
//  CHECK-NEXT:   "pool.fill"(%[[A]])
//  CHECK-NEXT:   %[[C:.*]] = "pool.clone"(%[[A]])
//  CHECK-NEXT:   "pool.free"(%[[A]])
//  CHECK-NEXT:   "pool.br"(%[[C]])[^bb3]
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[B:.*]] = "pool.alloc"()
//  CHECK-NEXT:   %[[D:.*]] = "pool.clone"(%[[B]])
//  CHECK-NEXT:   "pool.free"(%[[B]])
//  CHECK-NEXT:   "pool.br"(%[[D]])[^bb3]
//       CHECK: ^bb3(%[[X:.*]]: !pool.buf):
//  CHECK-NEXT:   "pool.fill"(%[[X]])
//  CHECK-NEXT:   "pool.free"(%[[X]])
//  CHECK-NEXT:   return
func.func @join(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = "pool.alloc"() : () -> !pool.buf
  "pool.fill"(%a) : (!pool.buf) -> ()
  "pool.br"(%a)[^bb3] : (!pool.buf) -> ()
^bb2:
  %b = "pool.alloc"() : () -> !pool.buf
  "pool.br"(%b)[^bb3] : (!pool.buf) -> ()
^bb3(%x: !pool.buf):
  "pool.fill"(%x) : (!pool.buf) -> ()
  return
}

// A region op yielding a buffer of its branch: its result is critical.
// The other branch yields a buffer of the function's own (a clone of an
// argument being filled would hide the fill from the caller: refused, see
// invalid.mlir).
// CHECK-LABEL: func.func @region
//       CHECK:   %[[R:.*]] = "pool.if"(%arg0) ({
//  CHECK-NEXT:     %[[A:.*]] = "pool.alloc"()
//  CHECK-NEXT:     %[[C:.*]] = "pool.clone"(%[[A]])
//  CHECK-NEXT:     "pool.free"(%[[A]])
//  CHECK-NEXT:     "pool.yield"(%[[C]])
//       CHECK:   "pool.fill"(%[[R]])
//  CHECK-NEXT:   "pool.free"(%[[R]])
func.func @region(%c: i1) {
  %y = "pool.alloc"() : () -> !pool.buf
  %r = "pool.if"(%c) ({
    %a = "pool.alloc"() : () -> !pool.buf
    "pool.yield"(%a) : (!pool.buf) -> ()
  }, {
    "pool.yield"(%y) : (!pool.buf) -> ()
  }) : (i1) -> !pool.buf
  "pool.fill"(%r) : (!pool.buf) -> ()
  return
}
