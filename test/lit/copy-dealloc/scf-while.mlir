// scf.while carrying buffers: the condition forwards one operand to both
// the after region's argument and the while's result; one clone before
// scf.condition serves both (both are made critical). The before region's
// argument receives the inits (cloned before the loop) and the after
// region's yields.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @while_loop
//       CHECK:   %[[I:.*]] = bufferization.clone %[[A0:.*]] :
//       CHECK:   %[[W:.*]] = scf.while (%[[B:.*]] = %[[I]])
//       CHECK:     %[[N:.*]] = memref.alloc()
//       CHECK:     memref.dealloc %[[B]]
//       CHECK:     %[[C:.*]] = bufferization.clone %[[N]]
//  CHECK-NEXT:     memref.dealloc %[[N]]
//  CHECK-NEXT:     scf.condition(%{{.*}}) %[[C]]
//       CHECK:   ^bb0(%[[D:.*]]: memref<2xf32>):
//  CHECK-NEXT:     %[[Y:.*]] = bufferization.clone %[[D]]
//  CHECK-NEXT:     memref.dealloc %[[D]]
//  CHECK-NEXT:     scf.yield %[[Y]]
//       CHECK:   memref.load %[[W]]
//  CHECK-NEXT:   memref.dealloc %[[W]]
func.func @while_loop(%n: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  %w = scf.while (%b = %a) : (memref<2xf32>) -> memref<2xf32> {
    %n2 = memref.alloc() : memref<2xf32>
    linalg.map { arith.addf } ins(%b, %b : memref<2xf32>, memref<2xf32>) outs(%n2 : memref<2xf32>)
    %v = memref.load %n2[%c0] : memref<2xf32>
    %go = arith.cmpf olt, %v, %n : f32
    scf.condition(%go) %n2 : memref<2xf32>
  } do {
  ^bb0(%d: memref<2xf32>):
    scf.yield %d : memref<2xf32>
  }
  %r = memref.load %w[%c0] : memref<2xf32>
  return %r : f32
}

// 1 -> 2 -> 4 -> 8 -> 16 (first >= 10)
// OUT: 16
func.func @main() -> f32 {
  %lim = arith.constant 10.0 : f32
  %r = call @while_loop(%lim) : (f32) -> f32
  return %r : f32
}
