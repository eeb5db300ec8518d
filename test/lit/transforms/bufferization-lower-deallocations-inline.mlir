// A dealloc of several buffers that needs few pointer comparisons is lowered
// inline (option inline-limit, default 16): no helper function, no scratch
// arrays on the heap, no call. Memref i is freed when its condition holds
// and it differs from every retained value and every earlier memref; a
// retained value is owned when it equals a memref whose condition holds.
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | FileCheck %s
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=2 | FileCheck %s --check-prefix=HELPER
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-NOT:   func.func private @dealloc_helper
// CHECK-LABEL: func.func @two_and_one
//  CHECK-SAME:   (%[[A:.*]]: memref<2xi32>, %[[B:.*]]: memref<2xi32>, %[[R:.*]]: memref<2xi32>, %[[CA:.*]]: i1, %[[CB:.*]]: i1)
//   CHECK-DAG:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
//   CHECK-DAG:   %[[PB:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
//   CHECK-DAG:   %[[PR:.*]] = memref.extract_aligned_pointer_as_index %[[R]]
//       CHECK:   %[[NA:.*]] = arith.cmpi ne, %[[PA]], %[[PR]] : index
//       CHECK:   %[[FA:.*]] = arith.andi %[[CA]], %[[NA]] : i1
//       CHECK:   scf.if %[[FA]] {
//  CHECK-NEXT:     memref.dealloc %[[A]]
//       CHECK:   %[[NB:.*]] = arith.cmpi ne, %[[PB]], %[[PR]] : index
//       CHECK:   %[[O:.*]] = arith.ori
//       CHECK:   %[[NBA:.*]] = arith.cmpi ne, %[[PB]], %[[PA]] : index
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.dealloc %[[B]]
//       CHECK:   return %[[O]] : i1
// HELPER: call @dealloc_helper
// HELPER: func.func private @dealloc_helper
func.func @two_and_one(%a: memref<2xi32>, %b: memref<2xi32>, %r: memref<2xi32>,
                       %ca: i1, %cb: i1) -> i1 {
  %o = bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>)
         if (%ca, %cb) retain (%r : memref<2xi32>)
  return %o : i1
}

// Run: %x is retained (not freed, owned), %y is freed, the duplicate of %y
// is not freed twice.
// OUT: true
func.func @main() -> i1 {
  %t = arith.constant true
  %x = memref.alloc() : memref<2xi32>
  %y = memref.alloc() : memref<2xi32>
  %o = bufferization.dealloc (%x, %y, %y : memref<2xi32>, memref<2xi32>, memref<2xi32>)
         if (%t, %t, %t) retain (%x : memref<2xi32>)
  memref.dealloc %x : memref<2xi32>
  return %o : i1
}
