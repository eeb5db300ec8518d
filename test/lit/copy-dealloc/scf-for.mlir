// scf.for carrying a buffer allocated in its body: the iteration argument
// and the result are critical aliases. The initial value is cloned before
// the loop, the yielded buffer is cloned and freed in the body, the
// iteration argument is freed after its last use in the body, the result
// after its last use.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @carried
//       CHECK:   %[[I:.*]] = bufferization.clone %arg0
//  CHECK-NEXT:   %[[R:.*]] = scf.for {{.*}} iter_args(%[[X:.*]] = %[[I]])
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:     linalg.map
//       CHECK:     memref.dealloc %[[X]]
//  CHECK-NEXT:     %[[C:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:     memref.dealloc %[[A]]
//  CHECK-NEXT:     scf.yield %[[C]]
//       CHECK:   memref.load %[[R]]
//  CHECK-NEXT:   memref.dealloc %[[R]]
func.func @carried(%init: memref<2xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    linalg.map { arith.addf } ins(%x, %x : memref<2xf32>, memref<2xf32>) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// A buffer from before the loop carried unchanged: no critical alias, no
// clone; freed after the loop.
// CHECK-LABEL: func.func @passthrough
//   CHECK-NOT:   bufferization.clone
//       CHECK:   scf.for
//       CHECK:   memref.load
//  CHECK-NEXT:   memref.dealloc
func.func @passthrough(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v0 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v0 : f32) outs(%a : memref<2xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// 1.5 doubled three times, plus 2.
// OUT: 14
func.func @main() -> f32 {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.5 : f32
  %in = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<2xf32>)
  %r = call @carried(%in, %c3) : (memref<2xf32>, index) -> f32
  %r0 = call @carried(%in, %c0) : (memref<2xf32>, index) -> f32
  %p = call @passthrough(%c3) : (index) -> f32
  %s = arith.addf %r, %p : f32
  %s0 = arith.subf %s, %r0 : f32
  %s1 = arith.addf %s0, %r0 : f32
  return %s1 : f32
}
