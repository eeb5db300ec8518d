// In the region of an unregistered op (which may be a graph region: its
// ops need not run in the order written) the windows cannot be read in
// block order, so the copy stays; the same shape in the function body is
// removed.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --copy-removal | FileCheck %s

// CHECK-LABEL: func.func @f
//       CHECK:   "test.graph"
//       CHECK:     memref.copy
//       CHECK:     "test.yield"
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @f() -> memref<1xi64> {
  %r = "test.graph"() ({
    %a = memref.alloc() : memref<1xi64>
    %b = memref.alloc() : memref<1xi64>
    memref.copy %a, %b : memref<1xi64> to memref<1xi64>
    memref.dealloc %a : memref<1xi64>
    "test.yield"(%b) : (memref<1xi64>) -> ()
  }) : () -> memref<1xi64>
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  return %b : memref<1xi64>
}
