// expand-realloc: shrinking between static sizes builds a subview larger than
// the new buffer, which fails verification after the pass, as upstream.
// RUN: not mlbuf-opt %s --expand-realloc 2>&1 | FileCheck %s

// CHECK: error: slice along dimension 0 runs out-of-bounds: 9 >= 2
func.func @shrink(%buf: memref<10xf32>) -> memref<2xf32> {
  %small = memref.realloc %buf : memref<10xf32> to memref<2xf32>
  return %small : memref<2xf32>
}
