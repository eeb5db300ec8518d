// The first look at each op (shape checks, may it free, is it an
// allocation) answers ops holding no region whose effects are static specs
// or none from one scan of their specs (plain_look); ops with an effects
// hook (vector.transfer_write), with regions (scf.if) or an allocation
// freed by the input (memref.dealloc, a plain op that frees) take the
// general path. Both sides: an allocation seen by each, freed once.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func @hook_and_plain
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   vector.transfer_write %{{.*}}, %[[A]][%{{.*}}]
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   memref.load %[[B]]
//       CHECK:   memref.dealloc %[[B]]
//       CHECK:   memref.load %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   arith.addf
//  CHECK-NEXT:   return
func.func @hook_and_plain(%v: vector<4xf32>, %i: index) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  vector.transfer_write %v, %a[%i] : vector<4xf32>, memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %x = memref.load %b[%i] : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  %y = memref.load %a[%i] : memref<8xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

// CHECK-LABEL: func.func @region_op
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   scf.if
//       CHECK:     memref.store %{{.*}}, %[[A]]
//       CHECK:   }
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return
func.func @region_op(%c: i1, %f: f32) {
  %a = memref.alloc() : memref<2xf32>
  scf.if %c {
    %k = arith.constant 0 : index
    memref.store %f, %a[%k] : memref<2xf32>
  }
  return
}
