// Loops made of branches (MLIR 16 refuses them: "Only structured
// control-flow loops are supported."). A free runs once per definition:
// an edge back into the owner's block leaves its liveness (the next trip
// defines it anew), and the common post-dominator is used only when
// neither it nor the owner's block lies on such a loop.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}26{{$}}

// CHECK-LABEL: func.func @outer_buffer
//   CHECK-NOT:   bufferization.clone
//       CHECK:   %[[A:.*]] = memref.alloc()
//   CHECK-NOT:   memref.dealloc
//       CHECK: ^bb3:
//  CHECK-NEXT:   memref.load %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return

// CHECK-LABEL: func.func @trip_buffer
//       CHECK: ^bb1(%{{.*}}: index, %{{.*}}: i64):
//  CHECK-NEXT:   %[[T:.*]] = memref.alloc()
//       CHECK:   memref.load %[[T]]
//  CHECK-NEXT:   memref.dealloc %[[T]]
//       CHECK:   cf.cond_br

// CHECK-LABEL: func.func @self_loop
//       CHECK:   %[[I:.*]] = memref.alloc()
//       CHECK:   %[[C0:.*]] = bufferization.clone %[[I]]
//  CHECK-NEXT:   memref.dealloc %[[I]]
//  CHECK-NEXT:   cf.br ^bb1(%{{.*}}, %[[C0]]
//       CHECK: ^bb1(%{{.*}}: index, %[[B:.*]]: memref<1xi64>):
//  CHECK-NEXT:   %[[N:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.load %[[B]]
//  CHECK-NEXT:   memref.dealloc %[[B]]
//       CHECK: ^bb2(%{{.*}}: index, %[[N2:.*]]: memref<1xi64>):
//  CHECK-NEXT:   %[[C1:.*]] = bufferization.clone %[[N2]]
//  CHECK-NEXT:   memref.dealloc %[[N]]
//  CHECK-NEXT:   cf.br ^bb1(%{{.*}}, %[[C1]]
//       CHECK: ^bb3(%{{.*}}: memref<1xi64>):
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   memref.dealloc %[[N]]
//  CHECK-NEXT:   return

// An allocation made before a loop of branches and used in it: no clone,
// one free where the loop is left.
func.func @outer_buffer(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %f, %a[%c0] : memref<1xi64>
  cf.br ^head(%c0 : index)
^head(%i: index):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %v = memref.load %a[%c0] : memref<1xi64>
  %w = arith.addi %v, %f : i64
  memref.store %w, %a[%c0] : memref<1xi64>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  %r = memref.load %a[%c0] : memref<1xi64>
  return %r : i64
}
// A buffer made in each trip and dead at its end: freed in the trip.
func.func @trip_buffer(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %f = arith.constant 3 : i64
  cf.br ^head(%c0, %z : index, i64)
^head(%i: index, %s: i64):
  %t = memref.alloc() : memref<1xi64>
  %s2 = arith.addi %s, %f : i64
  memref.store %s2, %t[%c0] : memref<1xi64>
  %l = memref.load %t[%c0] : memref<1xi64>
  %next = arith.addi %i, %c1 : index
  %go = arith.cmpi slt, %next, %n : index
  cf.cond_br %go, ^head(%next, %l : index, i64), ^exit(%l : i64)
^exit(%r: i64):
  return %r : i64
}
// A do-while block branching to itself, handing on the buffer it makes:
// the argument is a critical alias, cloned on both edges into it.
func.func @self_loop(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %init = memref.alloc() : memref<1xi64>
  memref.store %z, %init[%c0] : memref<1xi64>
  cf.br ^loop(%c0, %init : index, memref<1xi64>)
^loop(%i: index, %b: memref<1xi64>):
  %new = memref.alloc() : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  %w = arith.addi %v, %f : i64
  memref.store %w, %new[%c0] : memref<1xi64>
  %next = arith.addi %i, %c1 : index
  %go = arith.cmpi slt, %next, %n : index
  cf.cond_br %go, ^loop(%next, %new : index, memref<1xi64>), ^exit(%new : memref<1xi64>)
^exit(%e: memref<1xi64>):
  %r = memref.load %e[%c0] : memref<1xi64>
  return %r : i64
}
func.func @main() -> i64 {
  %c4 = arith.constant 4 : index
  %a = call @outer_buffer(%c4) : (index) -> i64
  %b = call @trip_buffer(%c4) : (index) -> i64
  %c = call @self_loop(%c4) : (index) -> i64
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  return %abc : i64
}
