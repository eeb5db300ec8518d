// What buffer-loop-hoisting leaves in the loop:
//  - a buffer that flows around the back edge (yielded as the next
//    iteration argument) or out of the loop: every iteration needs its own;
//  - loops whose iterations may run in parallel (scf.parallel, scf.forall);
//  - a buffer whose size depends on the iteration (the induction
//    variable), which may still leave the inner loops it does not depend
//    on.
// RUN: mlbuf-opt %s --buffer-loop-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-loop-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 8

// CHECK-LABEL: func.func @carried
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:     scf.yield %[[A]]
func.func @carried(%n: index, %init: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %v = memref.load %b[%c0] : memref<2xf32>
    %one = arith.constant 1.0 : f32
    %w = arith.addf %v, %one : f32
    memref.store %w, %a[%c0] : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @parallel
//       CHECK:   scf.parallel
//  CHECK-NEXT:     memref.alloc() : memref<1xf32>
//       CHECK:   scf.forall
//  CHECK-NEXT:     memref.alloc() : memref<1xf32>
func.func @parallel(%n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<1xf32>
    memref.store %two, %t[%c0] : memref<1xf32>
    %v = memref.load %t[%c0] : memref<1xf32>
    memref.store %v, %out[%i] : memref<?xf32>
    scf.reduce
  }
  scf.forall (%i) in (%n) {
    %t = memref.alloc() : memref<1xf32>
    memref.store %two, %t[%c0] : memref<1xf32>
    %v = memref.load %t[%c0] : memref<1xf32>
    %o = memref.load %out[%i] : memref<?xf32>
    %s = arith.addf %o, %v : f32
    memref.store %s, %out[%i] : memref<?xf32>
  }
  return
}

// The allocation sized by %i leaves the inner loop, not the outer one.
// CHECK-LABEL: func.func @dependency
//       CHECK:   scf.for %[[I:.*]] =
//  CHECK-NEXT:     %[[D:.*]] = memref.alloc(%[[I]]) : memref<?xf32>
//  CHECK-NEXT:     scf.for
func.func @dependency(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %d = memref.alloc(%i) : memref<?xf32>
      %z = arith.constant 0.0 : f32
      memref.store %z, %d[%c0] : memref<?xf32>
    }
  }
  return
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %init = memref.alloca() : memref<2xf32>
  memref.store %z, %init[%c0] : memref<2xf32>
  %x = func.call @carried(%c3, %init) : (index, memref<2xf32>) -> f32
  %out = memref.alloca(%c2) : memref<?xf32>
  func.call @parallel(%c2, %out) : (index, memref<?xf32>) -> ()
  func.call @dependency(%c3) : (index) -> ()
  %p = memref.load %out[%c1] : memref<?xf32>
  %q = arith.addf %x, %p : f32
  %six = arith.constant 1.0 : f32
  %r = arith.addf %q, %six : f32
  return %r : f32
}
