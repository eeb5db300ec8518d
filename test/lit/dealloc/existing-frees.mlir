// Input that frees some buffers itself (upstream: "memory free
// side-effect on MemRef value not supported!"). A buffer that an existing
// free may free, on any path, is managed by hand: the pass never owns it,
// never frees it and does not clone it to return it. Other buffers are
// managed as usual. memref.realloc frees its operand (managed by hand
// from then on) and allocates its result (owned).
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @freed_by_hand
//       CHECK:   %[[FB:.*]] = arith.constant false
//       CHECK:   %[[FA:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   memref.dealloc %[[A]]
//   CHECK-NOT:   extract_strided_metadata %[[A]]
//       CHECK:   cf.cond_br
//       CHECK: ^bb1:
//       CHECK:   memref.dealloc %[[B]]
//       CHECK:   %[[D:.*]] = memref.alloc()
//       CHECK:   bufferization.dealloc ({{.*}}) retain (%[[D]] : memref<2xf32>)
//       CHECK:   return %[[D]]
//       CHECK: ^bb2:
//       CHECK:   %[[N:.*]] = memref.alloc()
//       CHECK:   return %[[N]]
func.func @freed_by_hand(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %b : memref<2xf32>
  %d = memref.alloc() : memref<2xf32>
  return %d : memref<2xf32>
^bb2:
  %n = memref.alloc() : memref<2xf32>
  memref.copy %b, %n : memref<2xf32> to memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return %n : memref<2xf32>
}

// CHECK-LABEL: func.func @grow
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[R:.*]] = memref.realloc %[[A]]
//   CHECK-NOT:   scf.if
//       CHECK:   bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[T]]) retain (%[[R]] : memref<?xf32>)
//       CHECK:   return %[[R]]
func.func @grow(%n: index) -> memref<?xf32> {
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%c2) : memref<?xf32>
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// bufferization.manual_deallocation (upstream's attribute): the allocation
// is not owned; the marked free gets upstream's run-time check that the
// block does not own what it frees.
// CHECK-LABEL: func.func @manual
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[M:.*]] = memref.alloc() {bufferization.manual_deallocation}
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[X:.*]] = arith.xori %[[F]], %[[T]] : i1
//       CHECK:   cf.assert %[[X]], "expected that the block does not have ownership"
//       CHECK:   memref.dealloc %[[M]] {bufferization.manual_deallocation}
func.func @manual() {
  %m = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.copy %m, %m : memref<2xf32> to memref<2xf32>
  memref.dealloc %m {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// A buffer managed by hand is returned as it is, even when it may be an
// argument's buffer: here the caller frees what it passes, so the result
// is managed by hand in the caller too, and a clone would be freed by
// nobody.
// CHECK-LABEL: func.func private @same
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %arg0 : memref<2xf32>
func.func private @same(%arg: memref<2xf32>) -> memref<2xf32> {
  return %arg : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c4 = arith.constant 4 : index
  %0 = call @freed_by_hand(%t) : (i1) -> memref<2xf32>
  %1 = call @freed_by_hand(%f) : (i1) -> memref<2xf32>
  %2 = call @grow(%c4) : (index) -> memref<?xf32>
  call @manual() : () -> ()
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  %h = memref.alloc() : memref<2xf32>
  memref.copy %0, %h : memref<2xf32> to memref<2xf32>
  %3 = call @same(%h) : (memref<2xf32>) -> memref<2xf32>
  memref.copy %3, %1 : memref<2xf32> to memref<2xf32>
  memref.dealloc %h : memref<2xf32>
  return
}
