// Stack buffers are never freed (their resource is the automatic scope);
// one reaching a critical alias is cloned like any buffer and the clone is
// freed. A free already in the input is moved to where the pass would put
// its own (MLIR 16 moves it too).
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @stack
//       CHECK:   %[[S:.*]] = memref.alloca()
//       CHECK: ^bb1:
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[S]]
//  CHECK-NEXT:   cf.br ^bb3(%[[C]] : memref<2xf32>)
//       CHECK: ^bb3(%[[X:.*]]: memref<2xf32>):
//       CHECK:   memref.dealloc %[[X]]
//   CHECK-NOT:   memref.dealloc %[[S]]
func.func @stack(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%s : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%s : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  %l = memref.load %x[%c0] : memref<2xf32>
  return %l : f32
}

// The input frees %a too early (before a use in the join): the free is
// moved after the last use.
// CHECK-LABEL: func.func @moved
//       CHECK:   %[[A:.*]] = memref.alloc()
//   CHECK-NOT:   memref.dealloc
//       CHECK: ^bb3:
//  CHECK-NEXT:   memref.load %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return
func.func @moved(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  memref.dealloc %a : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %l = memref.load %a[%c0] : memref<2xf32>
  return %l : f32
}

// STATS: 1 num-moved-frees

// OUT: 8
func.func @main() -> f32 {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 2.0 : f32
  %a = call @stack(%t, %v) : (i1, f32) -> f32
  %b = call @stack(%f, %v) : (i1, f32) -> f32
  %m = call @moved(%t, %v) : (i1, f32) -> f32
  %n = call @moved(%f, %v) : (i1, f32) -> f32
  %s0 = arith.addf %a, %b : f32
  %s1 = arith.addf %m, %n : f32
  %s = arith.addf %s0, %s1 : f32
  return %s : f32
}
