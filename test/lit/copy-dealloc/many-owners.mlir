// The pass's per-function tables (owners, critical aliases, cloned uses;
// MlbSmallMap, support.h) keep up to 8 entries inline and move into a
// hash map past that: @few stays inline (4 owners, 2 critical aliases,
// 4 cloned uses), @many moves (15 owners, 5 critical aliases, 10 cloned
// uses). Each branch clones what it passes to the join and frees its own
// buffers; the join frees its arguments after their last use.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @few
//       CHECK: ^bb1:
// CHECK-COUNT-2: bufferization.clone
//       CHECK: ^bb2:
// CHECK-COUNT-2: bufferization.clone
//       CHECK: ^bb3(%[[X0:.*]]: memref<2xf32>, %[[X1:.*]]: memref<2xf32>):
//  CHECK-NEXT:   memref.copy %[[X0]], %arg1
//  CHECK-NEXT:   memref.dealloc %[[X0]]
//  CHECK-NEXT:   memref.copy %[[X1]], %arg1
//  CHECK-NEXT:   memref.dealloc %[[X1]]
//  CHECK-NEXT:   return

// CHECK-LABEL: func.func @many
//       CHECK: ^bb1:
// CHECK-COUNT-5: %{{.*}} = bufferization.clone %[[A:.*]] : memref<2xf32> to memref<2xf32>
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   cf.br ^bb3
//       CHECK: ^bb2:
// CHECK-COUNT-5: %{{.*}} = bufferization.clone %[[B:.*]] : memref<2xf32> to memref<2xf32>
//  CHECK-NEXT:   memref.dealloc %[[B]]
//  CHECK-NEXT:   cf.br ^bb3
//       CHECK: ^bb3(
// CHECK-COUNT-5: memref.dealloc
//  CHECK-NEXT:   return

// OUT: 1.5
func.func @few(%c: i1, %out: memref<2xf32>) {
  %one = arith.constant 1.5 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a0 : memref<2xf32>)
  %a1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a1 : memref<2xf32>)
  cf.br ^bb3(%a0, %a1 : memref<2xf32>, memref<2xf32>)
^bb2:
  %a2 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a2 : memref<2xf32>)
  %a3 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a3 : memref<2xf32>)
  cf.br ^bb3(%a2, %a3 : memref<2xf32>, memref<2xf32>)
^bb3(%x0: memref<2xf32>, %x1: memref<2xf32>):
  memref.copy %x0, %out : memref<2xf32> to memref<2xf32>
  memref.copy %x1, %out : memref<2xf32> to memref<2xf32>
  return
}

func.func @many(%c: i1, %out: memref<2xf32>) {
  %one = arith.constant 1.5 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a0 : memref<2xf32>)
  %a1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a1 : memref<2xf32>)
  %a2 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a2 : memref<2xf32>)
  %a3 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a3 : memref<2xf32>)
  %a4 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a4 : memref<2xf32>)
  cf.br ^bb3(%a0, %a1, %a2, %a3, %a4 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
^bb2:
  %a5 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a5 : memref<2xf32>)
  %a6 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a6 : memref<2xf32>)
  %a7 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a7 : memref<2xf32>)
  %a8 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a8 : memref<2xf32>)
  %a9 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a9 : memref<2xf32>)
  cf.br ^bb3(%a5, %a6, %a7, %a8, %a9 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
^bb3(%x0: memref<2xf32>, %x1: memref<2xf32>, %x2: memref<2xf32>, %x3: memref<2xf32>, %x4: memref<2xf32>):
  memref.copy %x0, %out : memref<2xf32> to memref<2xf32>
  memref.copy %x1, %out : memref<2xf32> to memref<2xf32>
  memref.copy %x2, %out : memref<2xf32> to memref<2xf32>
  memref.copy %x3, %out : memref<2xf32> to memref<2xf32>
  memref.copy %x4, %out : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() -> f32 {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<2xf32>
  call @few(%t, %out) : (i1, memref<2xf32>) -> ()
  call @few(%f, %out) : (i1, memref<2xf32>) -> ()
  call @many(%t, %out) : (i1, memref<2xf32>) -> ()
  call @many(%f, %out) : (i1, memref<2xf32>) -> ()
  %r = memref.load %out[%c0] : memref<2xf32>
  memref.dealloc %out : memref<2xf32>
  return %r : f32
}
