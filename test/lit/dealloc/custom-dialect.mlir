// A dialect described only by an op-semantics file (Inputs/
// pool.semantics.mlir): !pool.buf buffers from pool.alloc, in a resource
// of their own, freed with pool.free and cloned with pool.clone (its
// allocation interface). Such buffers cannot go into bufferization.dealloc
// (not memrefs), so each is freed by its own free op, conditionally on its
// ownership (scf.if), with aliasing decided statically.
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool.semantics.mlir --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool.semantics.mlir --ownership-based-buffer-deallocation --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @temp
//       CHECK:   %[[A:.*]] = "pool.alloc"()
//       CHECK:   "pool.fill"
//  CHECK-NEXT:   "pool.free"(%[[A]]) : (!pool.buf) -> ()
//  CHECK-NEXT:   return

// Before the cond_br: %b dies on both edges, %a on the false edge.
// CHECK-LABEL: func.func @branchy
//       CHECK:   %[[A:.*]] = "pool.alloc"()
//       CHECK:   %[[B:.*]] = "pool.alloc"()
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     "pool.free"(%[[B]])
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     "pool.free"(%[[A]])
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     "pool.free"(%[[B]])
//       CHECK:   cf.cond_br %arg0, ^bb1(%[[A]], %{{.*}} : !pool.buf, i1), ^bb2
//       CHECK:   "pool.br"(%{{.*}}, %{{.*}})[^bb3] : (!pool.buf, i1) -> ()
//       CHECK: ^bb3(%[[Y:.*]]: !pool.buf, %[[O:.*]]: i1):
//       CHECK:   %[[R:.*]] = scf.if %[[O]] -> (!pool.buf) {
//       CHECK:     "pool.clone"(%[[Y]])
//       CHECK:   return %[[R]]

// CHECK-LABEL: func.func @region
//       CHECK:   %[[R:.*]]:2 = "pool.if"(%arg0) ({
//       CHECK:     "pool.yield"(%{{.*}}, %{{.*}}) : (!pool.buf, i1) -> ()
//       CHECK:   }) : (i1) -> (!pool.buf, i1)
//       CHECK:   scf.if %[[R]]#1

// Results of two calls are distinct new buffers: both freed.
// CHECK-LABEL: func.func @caller
//       CHECK:   %[[C0:.*]] = call @branchy
//       CHECK:   %[[C1:.*]] = call @branchy
//       CHECK:   "pool.free"(%[[C0]])
//  CHECK-NEXT:   "pool.free"(%[[C1]])

// STATS: (S) 6 num-frees
func.func @temp() {
  %a = "pool.alloc"() : () -> !pool.buf
  %v = "pool.view"(%a) : (!pool.buf) -> !pool.buf
  "pool.fill"(%v) : (!pool.buf) -> ()
  return
}
func.func @branchy(%c: i1) -> !pool.buf {
  %a = "pool.alloc"() : () -> !pool.buf
  %b = "pool.alloc"() : () -> !pool.buf
  "pool.fill"(%a, %b) : (!pool.buf, !pool.buf) -> ()
  cf.cond_br %c, ^bb1(%a : !pool.buf), ^bb2
^bb1(%x: !pool.buf):
  "pool.br"(%x) [^bb3] : (!pool.buf) -> ()
^bb2:
  %d = "pool.alloc"() : () -> !pool.buf
  "pool.br"(%d) [^bb3] : (!pool.buf) -> ()
^bb3(%y: !pool.buf):
  return %y : !pool.buf
}
func.func @region(%c: i1, %arg: !pool.buf) -> !pool.buf {
  %r = "pool.if"(%c) ({
    %a = "pool.alloc"() : () -> !pool.buf
    "pool.yield"(%a) : (!pool.buf) -> ()
  }, {
    "pool.yield"(%arg) : (!pool.buf) -> ()
  }) : (i1) -> !pool.buf
  return %r : !pool.buf
}
func.func @caller(%c: i1) {
  %0 = call @branchy(%c) : (i1) -> !pool.buf
  %1 = call @branchy(%c) : (i1) -> !pool.buf
  "pool.fill"(%0, %1) : (!pool.buf, !pool.buf) -> ()
  return
}
