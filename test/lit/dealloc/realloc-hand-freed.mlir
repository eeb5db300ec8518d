// The input frees a realloc's result by hand. The pipeline's
// expand-realloc{emit-deallocs=false} dropped the realloc's own free of
// the old buffer, and the ownership pass leaves both buffers to the input
// (the result may be the old buffer: the reinterpreting branch), so the
// old buffer leaked whenever it grew. With free-hand-freed (the pipeline
// sets it) the expansion keeps that free for such a realloc only.
// (Found writing promote-buffers-to-stack-callee-frees-own.mlir; mlir-opt
// 22's pipeline rejects frees in its input.)
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=PLAIN
// RUN: mlbuf-opt %s --expand-realloc="emit-deallocs=false free-hand-freed=true" | FileCheck %s --check-prefix=HAND

// PLAIN-LABEL: func.func private @grow
//   PLAIN-NOT:   memref.dealloc %alloc :
// PLAIN-LABEL: func.func private @kept
//   PLAIN-NOT:   memref.dealloc %alloc :
// HAND-LABEL: func.func private @grow
//       HAND:   scf.if
//       HAND:     memref.copy
//  HAND-NEXT:     memref.dealloc %alloc :
// HAND-LABEL: func.func private @kept
//   HAND-NOT:   memref.dealloc %alloc :
// HAND-LABEL: func.func @main

func.func private @grow(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%c1) : memref<?xi64>
  %x = arith.constant 3 : i64
  memref.store %x, %a[%c0] : memref<?xi64>
  %b = memref.realloc %a(%n) : memref<?xi64> to memref<?xi64>
  %v = memref.cast %b : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %y = memref.load %v[%c0] : memref<?xi64, strided<[?], offset: ?>>
  memref.dealloc %v : memref<?xi64, strided<[?], offset: ?>>
  return %y : i64
}

// The result is not freed by hand: the ownership pass frees both.
func.func private @kept(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  %x = arith.constant 4 : i64
  memref.store %x, %a[%c0] : memref<2xi64>
  %b = memref.realloc %a(%n) : memref<2xi64> to memref<?xi64>
  %y = memref.load %b[%c0] : memref<?xi64>
  return %y : i64
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %p = func.call @grow(%c3) : (index) -> i64
  %q = func.call @grow(%c1) : (index) -> i64
  %r = func.call @kept(%c3) : (index) -> i64
  %s = func.call @kept(%c1) : (index) -> i64
  vector.print %p : i64
  vector.print %q : i64
  vector.print %r : i64
  vector.print %s : i64
  return
}
// OUT: 3
// OUT-NEXT: 3
// OUT-NEXT: 4
// OUT-NEXT: 4
