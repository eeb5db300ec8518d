// Loops made of branches (upstream rejects them: "Only structured
// control-flow loops are supported."). Nothing special is needed: the
// loop header's buffer argument gets an ownership argument, fed by the
// entry edge (not owned: a function argument) and by the back edge (the
// body's new buffer); the previous iteration's buffer is freed in the
// body once the copy is done.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @loop
//       CHECK:   %[[IN:.*]] = bufferization.dealloc ({{.*}}) if (%false) retain (%arg1 : memref<2xf32>)
//       CHECK:   cf.br ^bb1(%{{.*}}, %arg1, %[[IN]] : index, memref<2xf32>, i1)
//       CHECK: ^bb1(%{{.*}}: index, %[[M:.*]]: memref<2xf32>, %[[OWN:.*]]: i1):
//       CHECK:   %[[SEL:.*]] = arith.select
//       CHECK:   cf.cond_br
//       CHECK: ^bb2:
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[M]], %[[B]]
//       CHECK:   %[[BM:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
//       CHECK:   %[[BB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[B]]
//       CHECK:   %[[BACK:.*]] = bufferization.dealloc (%[[BM]], %[[BB]] : memref<f32>, memref<f32>) if (%[[SEL]], %{{.*}}) retain (%[[B]] : memref<2xf32>)
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[B]], %[[BACK]] : index, memref<2xf32>, i1)
//       CHECK: ^bb3:
//       CHECK:   scf.if %[[SEL]]
//       CHECK:   return
func.func @loop(%n: index, %init: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %init : index, memref<2xf32>)
^header(%i: index, %m: memref<2xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %b = memref.alloc() : memref<2xf32>
  memref.copy %m, %b : memref<2xf32> to memref<2xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %b : index, memref<2xf32>)
^exit:
  return %m : memref<2xf32>
}

// Nested loops; the inner loop allocates on one path of an if/else only,
// and a buffer allocated before the loops stays live throughout.
// CHECK-LABEL: func.func @nested
//       CHECK:   cf.br ^bb1
//       CHECK: ^bb1(%{{.*}}: index, %{{.*}}: memref<2xf32>, %{{.*}}: i1):
//       CHECK: ^bb3(%{{.*}}: index, %{{.*}}: memref<2xf32>, %{{.*}}: i1):
//       CHECK:   return
func.func @nested(%n: index, %c: i1) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %keep = memref.alloc() : memref<2xf32>
  %first = memref.alloc() : memref<2xf32>
  cf.br ^outer(%c0, %first : index, memref<2xf32>)
^outer(%i: index, %m: memref<2xf32>):
  %oc = arith.cmpi slt, %i, %n : index
  cf.cond_br %oc, ^outer_body, ^exit
^outer_body:
  cf.br ^inner(%c0, %m : index, memref<2xf32>)
^inner(%j: index, %k: memref<2xf32>):
  %ic = arith.cmpi slt, %j, %n : index
  cf.cond_br %ic, ^inner_body, ^outer_latch
^inner_body:
  cf.cond_br %c, ^then, ^join(%k : memref<2xf32>)
^then:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %k, %a : memref<2xf32> to memref<2xf32>
  cf.br ^join(%a : memref<2xf32>)
^join(%x: memref<2xf32>):
  memref.copy %keep, %x : memref<2xf32> to memref<2xf32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1, %x : index, memref<2xf32>)
^outer_latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1, %k : index, memref<2xf32>)
^exit:
  return %m : memref<2xf32>
}

// An infinite loop: the previous buffer is freed on every back edge.
// CHECK-LABEL: func.func @forever
//       CHECK: ^bb1(%[[P:.*]]: memref<2xf32>, %[[O:.*]]: i1):
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[R:.*]] = bufferization.dealloc ({{.*}}) if (%[[O]], %{{.*}}) retain (%[[A]] : memref<2xf32>)
//       CHECK:   cf.br ^bb1(%[[A]], %[[R]] : memref<2xf32>, i1)
func.func @forever(%arg: memref<2xf32>) {
  cf.br ^bb1(%arg : memref<2xf32>)
^bb1(%p: memref<2xf32>):
  %a = memref.alloc() : memref<2xf32>
  memref.copy %p, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = memref.alloc() : memref<2xf32>
  %0 = call @loop(%c3, %x) : (index, memref<2xf32>) -> memref<2xf32>
  %1 = call @loop(%c0, %x) : (index, memref<2xf32>) -> memref<2xf32>
  %2 = call @nested(%c2, %t) : (index, i1) -> memref<2xf32>
  %3 = call @nested(%c3, %f) : (index, i1) -> memref<2xf32>
  %4 = call @nested(%c0, %t) : (index, i1) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %2, %3 : memref<2xf32> to memref<2xf32>
  memref.copy %4, %3 : memref<2xf32> to memref<2xf32>
  return
}
