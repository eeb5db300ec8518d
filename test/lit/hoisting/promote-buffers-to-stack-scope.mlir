// A buffer is promoted only when it stays in an automatic-allocation scope
// reached through non-loop control flow: not when it (or a value it flows
// into) is returned from the function, yielded out of a loop body, nor
// inside scf.while (a loop without a scope of its own: its stack would
// grow every iteration). An scf.for body is a scope of its own: a buffer
// that stays in one iteration is promoted there. A buffer something frees
// is never promoted.
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s
// RUN: mlbuf-opt %s --promote-buffers-to-stack --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 13

// CHECK-LABEL: func.func @returned
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[B:.*]] = memref.alloca() : memref<2xf32>
//       CHECK:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     %[[V:.*]] = memref.subview %[[A]]
//       CHECK:   return %[[R]]
func.func @returned(%c: i1, %arg: memref<2xf32>) -> memref<1xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloca() : memref<2xf32>
  %b2 = memref.alloc() : memref<2xf32>
  memref.copy %arg, %b2 : memref<2xf32> to memref<2xf32>
  memref.copy %b2, %a : memref<2xf32> to memref<2xf32>
  %r = scf.if %c -> memref<1xf32, strided<[1], offset: 1>> {
    %v = memref.subview %a[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
    scf.yield %v : memref<1xf32, strided<[1], offset: 1>>
  } else {
    %w = memref.subview %arg[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
    scf.yield %w : memref<1xf32, strided<[1], offset: 1>>
  }
  return %r : memref<1xf32, strided<[1], offset: 1>>
}

// CHECK-LABEL: func.func @loops
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[T:.*]] = memref.alloca() : memref<2xf32>
//       CHECK:     %[[Y:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:     scf.yield %[[Y]]
//       CHECK:   scf.while
//  CHECK-NEXT:     %[[W:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:   %[[F:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   memref.dealloc %[[F]]
func.func @loops(%n: index, %init: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> memref<2xf32> {
    %t = memref.alloc() : memref<2xf32>
    memref.copy %b, %t : memref<2xf32> to memref<2xf32>
    %v = memref.load %t[%c0] : memref<2xf32>
    %w = arith.addf %v, %one : f32
    %y = memref.alloc() : memref<2xf32>
    memref.store %w, %y[%c0] : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  %k = scf.while (%i = %c0) : (index) -> index {
    %w = memref.alloc() : memref<2xf32>
    memref.store %one, %w[%c0] : memref<2xf32>
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1 : index
  }
  %f = memref.alloc() : memref<2xf32>
  memref.dealloc %f : memref<2xf32>
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  %nine = arith.constant 9.0 : f32
  %in = memref.alloca() : memref<2xf32>
  linalg.fill ins(%nine : f32) outs(%in : memref<2xf32>)
  %v = func.call @returned(%t, %in) : (i1, memref<2xf32>) -> memref<1xf32, strided<[1], offset: 1>>
  %x = memref.load %v[%c0] : memref<1xf32, strided<[1], offset: 1>>
  %z = arith.constant 0.0 : f32
  %init = memref.alloca() : memref<2xf32>
  linalg.fill ins(%z : f32) outs(%init : memref<2xf32>)
  %y = func.call @loops(%c4, %init) : (index, memref<2xf32>) -> f32
  %s = arith.addf %x, %y : f32
  return %s : f32
}
