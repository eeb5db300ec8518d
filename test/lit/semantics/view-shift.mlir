// `view = {source = N, shift = S}` describes a view whose base pointer moves
// by operand S bytes: the lowered dealloc's alias check then compares the
// pointer of the view's source, as for memref.view.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --op-semantics=%S/Inputs/shifted_view.semantics.mlir --test-mlbuf-print-effects=interfaces=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=FX
// RUN: mlbuf-opt %s --allow-unregistered-dialect --op-semantics=%S/Inputs/shifted_view.semantics.mlir --buffer-deallocation-pipeline | FileCheck %s

// CHECK-LABEL: func.func private @pick
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<64xi8>
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<4xi32>
//       CHECK:   %[[V:.*]] = "sv.view"(%[[A]]
//       CHECK:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]] : memref<64xi8>
//       CHECK:   %[[PB:.*]] = memref.extract_aligned_pointer_as_index %[[B]] : memref<4xi32>
//       CHECK:   %[[PR:.*]] = arith.select %{{.*}}, %[[PA]], %[[PB]] : index
//       CHECK:   arith.cmpi ne, %[[PA]], %[[PR]] : index
//       CHECK:   arith.cmpi ne, %[[PB]], %[[PR]] : index
func.func private @pick(%c: i1, %shift: index) -> memref<4xi32> {
  %a = memref.alloc() : memref<64xi8>
  %b = memref.alloc() : memref<4xi32>
  // FX: view-shift.mlir:[[# @LINE + 1]]:9: remark: view of operand 0, base pointer shifted by operand 1
  %va = "sv.view"(%a, %shift) : (memref<64xi8>, index) -> memref<4xi32>
  %r = arith.select %c, %va, %b : memref<4xi32>
  return %r : memref<4xi32>
}
