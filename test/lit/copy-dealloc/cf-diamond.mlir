// A buffer allocated on one side of a diamond and passed to the join: the
// join's argument is a critical alias (its block is not dominated by the
// allocation), so each predecessor passes a clone and frees what it had;
// the join frees its argument after its last use.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @diamond
//       CHECK: ^bb1:
//  CHECK-NEXT:   %[[C0:.*]] = bufferization.clone %arg1
//  CHECK-NEXT:   cf.br ^bb3(%[[C0]] : memref<2xf32>)
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %arg1, %[[A]]
//  CHECK-NEXT:   %[[C1:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   cf.br ^bb3(%[[C1]] : memref<2xf32>)
//       CHECK: ^bb3(%[[X:.*]]: memref<2xf32>):
//  CHECK-NEXT:   memref.copy %[[X]], %arg2
//  CHECK-NEXT:   memref.dealloc %[[X]]
//  CHECK-NEXT:   return
func.func @diamond(%c: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %in, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  memref.copy %x, %out : memref<2xf32> to memref<2xf32>
  return
}

// An allocation dominating the join, passed through both sides: no
// critical alias, one free after the join's last use.
// CHECK-LABEL: func.func @dominated
//   CHECK-NOT:   bufferization.clone
//       CHECK: ^bb3(%[[X:.*]]: memref<2xf32>):
//  CHECK-NEXT:   memref.copy %[[X]], %arg1
//  CHECK-NEXT:   memref.dealloc %{{.*}} : memref<2xf32>
//  CHECK-NEXT:   return
func.func @dominated(%c: i1, %out: memref<2xf32>) {
  %one = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  memref.copy %x, %out : memref<2xf32> to memref<2xf32>
  return
}

// OUT: 3
func.func @main() -> f32 {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %v = arith.constant 3.5 : f32
  %in = memref.alloc() : memref<2xf32>
  %out = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<2xf32>)
  call @diamond(%t, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @diamond(%f, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @dominated(%t, %out) : (i1, memref<2xf32>) -> ()
  %r = memref.load %out[%c0] : memref<2xf32>
  %s = arith.addf %r, %r : f32
  return %s : f32
}
