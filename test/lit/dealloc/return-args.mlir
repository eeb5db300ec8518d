// Functions returning their arguments: a returned buffer never aliases an
// argument (the ABI), so arguments, their views and stack buffers are
// cloned before they are returned; the clones are owned by the caller.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @identity
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[R:.*]] = scf.if %[[F]] -> (memref<2xf32>) {
//       CHECK:     scf.yield %arg0
//       CHECK:   } else {
//       CHECK:     %[[C:.*]] = bufferization.clone %arg0
//       CHECK:     scf.yield %[[C]]
//       CHECK:   }
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[F]], %{{.*}}) retain (%[[R]] : memref<2xf32>)
//       CHECK:   return %[[R]]
func.func @identity(%arg: memref<2xf32>) -> memref<2xf32> {
  return %arg : memref<2xf32>
}

// The same argument twice, a cast of it, and a stack buffer: three
// clones, the argument's returned in both of its positions (the caller
// owns results that may alias, and frees such a buffer once).
// CHECK-LABEL: func.func @several
//   CHECK-COUNT-3: bufferization.clone
//   CHECK-NOT: bufferization.clone
//       CHECK:   return %[[A:[0-9]+]], %[[A]], %{{[0-9]+}}, %{{[0-9]+}} :
func.func @several(%arg: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %v = memref.cast %arg : memref<2xf32> to memref<2xf32>
  %s = memref.alloca() : memref<2xf32>
  memref.copy %arg, %s : memref<2xf32> to memref<2xf32>
  return %arg, %arg, %v, %s : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>
}

func.func @main() {
  %x = memref.alloc() : memref<2xf32>
  %0 = call @identity(%x) : (memref<2xf32>) -> memref<2xf32>
  %1:4 = call @several(%0) : (memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
  memref.copy %1#0, %1#3 : memref<2xf32> to memref<2xf32>
  return
}
