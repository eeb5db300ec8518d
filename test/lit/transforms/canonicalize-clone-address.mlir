// SimplifyClones (a clone whose source is freed later in its block is
// replaced by its source) merges two buffers into one. That is invisible
// only while one of the two addresses is never observed. A lowered
// bufferization.dealloc compares them: after the merge its guard
// `ptr(clone) != ptr(source)` is false and nothing frees the buffer. Upstream
// folds regardless (and leaks here when the pattern fires); mlbuf keeps the
// clone when both addresses may be observed.
// RUN: mlbuf-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: split-file %s %t
// RUN: mlbuf-opt %t/lowered.mlir --bufferization-lower-deallocations --canonicalize | FileCheck %s --check-prefix=LOWERED
// RUN: mlbuf-opt %t/lowered.mlir --bufferization-lower-deallocations --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// Only reads of the clone: its address is never observed, so it folds even
// though the source's pointer is extracted. The write into the source
// before the clone does not matter.
// CHECK-LABEL: func.func @clone_only_read
//   CHECK-NOT:   bufferization.clone
//       CHECK:   memref.extract_aligned_pointer_as_index
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
func.func @clone_only_read(%v: i64) -> (i64, index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xi64> -> index
  %b = bufferization.clone %a : memref<4xi64> to memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  %x = memref.load %b[%c0] : memref<4xi64>
  return %x, %p : i64, index
}

// -----
// The clone escapes (returned) and the source is only written before the
// clone and read: folds as upstream does.
// CHECK-LABEL: func.func @source_only_read
//   CHECK-NOT:   bufferization.clone
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return %[[A:.*]] :
func.func @source_only_read(%v: i64) -> (memref<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  %b = bufferization.clone %a : memref<4xi64> to memref<4xi64>
  %x = memref.load %a[%c0] : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  return %b, %x : memref<4xi64>, i64
}

// -----
// Both addresses observed (pointers extracted from the source before the
// clone and from the clone after): the clone stays, and so does the
// source's free. Escaping through the return alone would not count.
// CHECK-LABEL: func.func @both_observed
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   memref.extract_aligned_pointer_as_index %[[A]]
//       CHECK:   %[[B:.*]] = bufferization.clone %[[A]]
//       CHECK:   memref.dealloc %[[A]]
//       CHECK:   memref.extract_aligned_pointer_as_index %[[B]]
//       CHECK:   return %[[B]]
func.func @both_observed() -> (memref<4xi64>, index, index) {
  %a = memref.alloc() : memref<4xi64>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xi64> -> index
  %b = bufferization.clone %a : memref<4xi64> to memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  %q = memref.extract_aligned_pointer_as_index %b : memref<4xi64> -> index
  return %b, %p, %q : memref<4xi64>, index, index
}

// -----
// The source is written after the clone: the clone's copy must keep the old
// value (upstream folds and returns the written buffer).
// CHECK-LABEL: func.func @source_written_after
//       CHECK:   bufferization.clone
func.func @source_written_after(%v: i64) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  %b = bufferization.clone %a : memref<4xi64> to memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  return %b : memref<4xi64>
}

// -----
//--- lowered.mlir
// The dealloc of %a, its clone %b and an argument of unknown aliasing,
// lowered inline: %a is freed, %b only when its pointer differs from %a's.
// LOWERED-LABEL: func.func @f
//       LOWERED:   %[[A:.*]] = memref.alloc
//       LOWERED:   %[[B:.*]] = bufferization.clone %[[A]]
//       LOWERED:   memref.dealloc %[[A]]
//       LOWERED:   arith.cmpi ne
//       LOWERED:   memref.dealloc %[[B]]
// OUT: 7
func.func @f(%m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %v = arith.constant 7 : i64
  %a = memref.alloc(%c4) : memref<?xi64>
  memref.store %v, %a[%c0] : memref<?xi64>
  %b = bufferization.clone %a : memref<?xi64> to memref<?xi64>
  %x = memref.load %b[%c0] : memref<?xi64>
  bufferization.dealloc (%a, %b, %m : memref<?xi64>, memref<?xi64>, memref<?xi64>) if (%true, %true, %true)
  return %x : i64
}
func.func @main() -> i64 {
  %c2 = arith.constant 2 : index
  %m = memref.alloc(%c2) : memref<?xi64>
  %r = call @f(%m) : (memref<?xi64>) -> i64
  return %r : i64
}
