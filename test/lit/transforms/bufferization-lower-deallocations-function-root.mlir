// bufferization-lower-deallocations on functions: the helper function can
// only be added to a module, so deallocs of several memrefs fail there
// when lowered through it (inline-limit=0, upstream's behaviour).
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(bufferization-lower-deallocations))' | FileCheck %s --check-prefix=INLINE
// A small dealloc needs no helper: lowered inline (mlbuf's default).
// INLINE-LABEL: func.func @two
// INLINE:         memref.dealloc %arg0
// INLINE:         %[[NE:.*]] = arith.cmpi ne
// INLINE:         %[[F:.*]] = arith.andi %arg2, %[[NE]] : i1
// INLINE:         scf.if %[[F]] {
// INLINE-NEXT:      memref.dealloc %arg1
// INLINE-NOT:     bufferization.dealloc
// RUN: not mlbuf-opt %s --pass-pipeline='builtin.module(func.func(bufferization-lower-deallocations{inline-limit=0}))' 2>&1 | FileCheck %s

// CHECK: error: library function required for generic lowering, but cannot be automatically inserted when operating on functions
// CHECK: note: see current operation: "bufferization.dealloc"(%arg0, %arg1, %arg2, %arg2)
// CHECK: error: failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal
func.func @two(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}
