// An scf.for that grows the buffer it carries (memref.realloc, expanded
// into an scf.if that allocates and copies, or reinterprets the buffer in
// place), writes into the grown buffer after the scf.if, and reads the
// carried buffer in the next trip and after the loop. The written buffer
// is the scf.if's result, a critical alias with a clone of its own; the
// body's yield hands a clone of it to the iteration argument, made after
// the write: the next trip reads what the write left (the separation
// check follows the clones made after a write, "copy chains" in
// docs/copy-deallocation.md). Refused before as `realloc_in_loop`. The
// loop starts from a buffer of the function's own: from an argument, the
// first trip would grow (or write) a clone of the caller's buffer, which
// the caller may read after the call (refused, see invalid.mlir).
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | FileCheck %s
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}46{{$}}

// CHECK-LABEL: func.func @grow_for
//       CHECK:   scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}})
//       CHECK:     %[[Y:.*]] = scf.if
//       CHECK:     memref.store %{{.*}}, %[[Y]]
//       CHECK:     %[[C:.*]] = bufferization.clone %[[Y]]
//       CHECK:     memref.dealloc %[[Y]]
//       CHECK:     scf.yield %[[C]]
func.func @grow_for(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k6 = arith.constant 6 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  memref.store %k6, %m[%c0] : memref<?xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%it = %m) -> (memref<?xi64>) {
    %old = memref.load %it[%c0] : memref<?xi64>
    %size = arith.addi %i, %n : index
    %y = memref.realloc %it(%size) : memref<?xi64> to memref<?xi64>
    %ten = arith.constant 10 : i64
    %v = arith.addi %old, %ten : i64
    memref.store %v, %y[%c0] : memref<?xi64>
    scf.yield %y : memref<?xi64>
  }
  %x = memref.load %r[%c0] : memref<?xi64>
  return %x : i64
}

func.func @main() -> i64 {
  %c2 = arith.constant 2 : index
  %r = call @grow_for(%c2) : (index) -> i64
  return %r : i64
}
