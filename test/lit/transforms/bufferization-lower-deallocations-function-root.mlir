// bufferization-lower-deallocations on functions: the helper function can
// only be added to a module, so deallocs of several memrefs fail there.
// RUN: not mlbuf-opt %s --pass-pipeline='builtin.module(func.func(bufferization-lower-deallocations))' 2>&1 | FileCheck %s

// CHECK: error: library function required for generic lowering, but cannot be automatically inserted when operating on functions
// CHECK: note: see current operation: "bufferization.dealloc"(%arg0, %arg1, %arg2, %arg2)
// CHECK: error: failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal
func.func @two(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}
