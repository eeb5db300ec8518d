// A memref.view with a non-zero byte shift moves the aligned pointer, so the
// run-time alias check of a lowered bufferization.dealloc must not compare
// the view's own pointer with its source's: LLVM 22 does, frees %a while the
// returned view of it is still used by the caller, and then frees it again.
// We compare the pointer of the view's source (through the select).
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e other | FileCheck %s --check-prefix=OTHER

// CHECK-LABEL: func.func private @pick
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<64xi8>
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<4xi32>
//       CHECK:   %[[V:.*]] = memref.view %[[A]]
//       CHECK:   %[[R:.*]] = arith.select %[[C:.*]], %[[V]], %[[B]] : memref<4xi32>
//       CHECK:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]] : memref<64xi8>
//       CHECK:   %[[PB:.*]] = memref.extract_aligned_pointer_as_index %[[B]] : memref<4xi32>
//       CHECK:   %[[PR:.*]] = arith.select %[[C]], %[[PA]], %[[PB]] : index
//       CHECK:   %[[NA:.*]] = arith.cmpi ne, %[[PA]], %[[PR]] : index
//       CHECK:   scf.if %[[NA]] {
//  CHECK-NEXT:     memref.dealloc %[[A]] : memref<64xi8>
//       CHECK:   %[[NB:.*]] = arith.cmpi ne, %[[PB]], %[[PR]] : index
//       CHECK:   scf.if %[[NB]] {
//  CHECK-NEXT:     memref.dealloc %[[B]] : memref<4xi32>
//       CHECK:   return %[[R]]
func.func private @pick(%c: i1) -> memref<4xi32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c11 = arith.constant 11 : i32
  %c22 = arith.constant 22 : i32
  %a = memref.alloc() : memref<64xi8>
  %b = memref.alloc() : memref<4xi32>
  %va = memref.view %a[%c8][] : memref<64xi8> to memref<4xi32>
  memref.store %c11, %va[%c0] : memref<4xi32>
  memref.store %c22, %b[%c0] : memref<4xi32>
  %r = arith.select %c, %va, %b : memref<4xi32>
  return %r : memref<4xi32>
}

// OUT: 11
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %v = call @pick(%t) : (i1) -> memref<4xi32>
  %x = memref.load %v[%c0] : memref<4xi32>
  return %x : i32
}

// OTHER: 22
func.func @other() -> i32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant false
  %v = call @pick(%f) : (i1) -> memref<4xi32>
  %x = memref.load %v[%c0] : memref<4xi32>
  return %x : i32
}
