// Branches into a loop of pass-through blocks (`^a: br ^b`, `^b: br ^c`,
// `^c: br ^a`) from outside it. Collapsing such an edge one block at a
// time only turned it around the loop: canonicalize never finished (it
// hung on test/lit/analysis/dominance/infinite_loop.mlir through the
// deallocation pipeline). An edge from outside is not collapsed into a
// chain that loops without passing through its own block; the loop's own
// branches collapse it into a self-loop, and then the edge reaches that,
// as upstream's output. @chain has a 40-block chain (longer than the 32
// steps the loop test follows; a longer one counts as looping) that still
// collapses fully, from its end.
// RUN: mlbuf-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @cond_br_cycle(
//       CHECK:   cf.cond_br %{{.*}}, ^[[L:bb[0-9]+]], ^[[O:bb[0-9]+]]
//       CHECK: ^[[L]]:  // 2 preds: ^bb0, ^[[L]]
//  CHECK-NEXT:   cf.br ^[[L]]
//       CHECK: ^[[O]]:
//  CHECK-NEXT:   return
func.func @cond_br_cycle(%c: i1) {
  cf.cond_br %c, ^a, ^out
^a:
  cf.br ^b
^b:
  cf.br ^c
^c:
  cf.br ^a
^out:
  return
}

// CHECK-LABEL: func.func @switch_cycle(
//       CHECK:   default: ^[[L:bb[0-9]+]],
//       CHECK: ^[[L]]:  // 2 preds: ^bb0, ^[[L]]
//  CHECK-NEXT:   cf.br ^[[L]]
func.func @switch_cycle(%f: i32) {
  cf.switch %f : i32, [default: ^a, 1: ^out]
^a:
  cf.br ^b
^b:
  cf.br ^c
^c:
  cf.br ^a
^out:
  return
}

// CHECK-LABEL: func.func @br_cycle(
//       CHECK:   cf.br ^[[L:bb[0-9]+]]
//       CHECK: ^[[L]]:  // 2 preds: ^bb0, ^[[L]]
//  CHECK-NEXT:   cf.br ^[[L]]
//  CHECK-NEXT: }
func.func @br_cycle() {
  cf.br ^a
^a:
  cf.br ^b
^b:
  cf.br ^c
^c:
  cf.br ^a
}

// CHECK-LABEL: func.func @chain(
//       CHECK:   cf.cond_br %{{.*}}, ^[[T:bb[0-9]+]], ^[[O:bb[0-9]+]]
//       CHECK: ^[[T]]:  // pred: ^bb0
//  CHECK-NEXT:   "test.op"
//  CHECK-NEXT:   return
//       CHECK: ^[[O]]:
//  CHECK-NEXT:   return
func.func @chain(%c: i1) {
  cf.cond_br %c, ^p0, ^out
^p0:
  cf.br ^p1
^p1:
  cf.br ^p2
^p2:
  cf.br ^p3
^p3:
  cf.br ^p4
^p4:
  cf.br ^p5
^p5:
  cf.br ^p6
^p6:
  cf.br ^p7
^p7:
  cf.br ^p8
^p8:
  cf.br ^p9
^p9:
  cf.br ^p10
^p10:
  cf.br ^p11
^p11:
  cf.br ^p12
^p12:
  cf.br ^p13
^p13:
  cf.br ^p14
^p14:
  cf.br ^p15
^p15:
  cf.br ^p16
^p16:
  cf.br ^p17
^p17:
  cf.br ^p18
^p18:
  cf.br ^p19
^p19:
  cf.br ^p20
^p20:
  cf.br ^p21
^p21:
  cf.br ^p22
^p22:
  cf.br ^p23
^p23:
  cf.br ^p24
^p24:
  cf.br ^p25
^p25:
  cf.br ^p26
^p26:
  cf.br ^p27
^p27:
  cf.br ^p28
^p28:
  cf.br ^p29
^p29:
  cf.br ^p30
^p30:
  cf.br ^p31
^p31:
  cf.br ^p32
^p32:
  cf.br ^p33
^p33:
  cf.br ^p34
^p34:
  cf.br ^p35
^p35:
  cf.br ^p36
^p36:
  cf.br ^p37
^p37:
  cf.br ^p38
^p38:
  cf.br ^p39
^p39:
  cf.br ^p40
^p40:
  "test.op"() : () -> ()
  return
^out:
  return
}
