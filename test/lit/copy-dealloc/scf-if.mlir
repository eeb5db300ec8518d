// scf.if yielding buffers allocated in its branches: the result is a
// critical alias (its block is not dominated by the allocations), each
// branch yields a clone and frees its own buffer; the result is freed
// after its last use.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @if_results
//       CHECK:   %[[R:.*]] = scf.if %arg0 -> (memref<2xf32>) {
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:     arith.constant
//  CHECK-NEXT:     linalg.fill
//  CHECK-NEXT:     %[[C:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:     memref.dealloc %[[A]]
//  CHECK-NEXT:     scf.yield %[[C]]
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[C2:.*]] = bufferization.clone %arg1
//  CHECK-NEXT:     scf.yield %[[C2]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.copy %[[R]], %arg2
//  CHECK-NEXT:   memref.dealloc %[[R]]
//  CHECK-NEXT:   return
func.func @if_results(%c: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %v = arith.constant 4.0 : f32
    linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %in : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}

// Yielding a buffer defined before the scf.if: the result is an alias,
// no clone; the buffer is freed after the result's last use.
// CHECK-LABEL: func.func @if_outer
//   CHECK-NOT:   bufferization.clone
//       CHECK:   memref.copy %{{.*}}, %arg1
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @if_outer(%c: i1, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %v = arith.constant 1.0 : f32
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}

// OUT: 9.5
func.func @main() -> f32 {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %v = arith.constant 0.5 : f32
  %in = memref.alloc() : memref<2xf32>
  %out = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<2xf32>)
  call @if_results(%f, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  %r0 = memref.load %out[%c0] : memref<2xf32>
  call @if_outer(%t, %out) : (i1, memref<2xf32>) -> ()
  %r1 = memref.load %out[%c0] : memref<2xf32>
  call @if_results(%t, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  %r2 = memref.load %out[%c0] : memref<2xf32>
  %s0 = arith.addf %r0, %r1 : f32
  %s1 = arith.addf %s0, %r2 : f32
  %s2 = arith.addf %s1, %r2 : f32
  return %s2 : f32
}
