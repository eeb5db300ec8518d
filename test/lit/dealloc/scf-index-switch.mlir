// scf.index_switch: every case region yields its buffer with ownership.
// A stack buffer is never owned; a clone of it is.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @choose
//       CHECK:   %[[R:.*]]:2 = scf.index_switch %arg0 -> memref<2xf32>, i1
//       CHECK:   case 0 {
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     scf.yield %[[A]], %{{.*}} : memref<2xf32>, i1
//       CHECK:   case 1 {
//       CHECK:     %[[O:.*]] = bufferization.dealloc retain (%arg1 : memref<2xf32>)
//       CHECK:     scf.yield %arg1, %[[O]] : memref<2xf32>, i1
//       CHECK:   default {
//       CHECK:     %[[S:.*]] = memref.alloca()
//       CHECK:     %[[C:.*]] = bufferization.clone %[[S]]
//       CHECK:     scf.yield %[[C]], %{{.*}} : memref<2xf32>, i1
func.func @choose(%i: index, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.index_switch %i -> memref<2xf32>
  case 0 {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  case 1 {
    scf.yield %m : memref<2xf32>
  }
  default {
    %s = memref.alloca() : memref<2xf32>
    %c = bufferization.clone %s : memref<2xf32> to memref<2xf32>
    scf.yield %c : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %x = memref.alloc() : memref<2xf32>
  %0 = call @choose(%c0, %x) : (index, memref<2xf32>) -> memref<2xf32>
  %1 = call @choose(%c1, %x) : (index, memref<2xf32>) -> memref<2xf32>
  %2 = call @choose(%c7, %x) : (index, memref<2xf32>) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %2, %1 : memref<2xf32> to memref<2xf32>
  return
}
