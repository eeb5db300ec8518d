// Stack buffers (the automatic-allocation-scope resource) are never owned
// and never freed, also when they meet heap buffers at a block argument:
// the ownership forwarded with them is false.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @mixed
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[S:.*]] = memref.alloca()
//       CHECK:   %[[A:.*]] = memref.alloc()
//   CHECK-NOT:   extract_strided_metadata %[[S]]
//       CHECK:   cf.cond_br
//       CHECK: ^bb1:
//       CHECK:   cf.br ^bb3(%[[S]], %{{.*}} : memref<2xf32>, i1)
//       CHECK: ^bb2:
//       CHECK:   cf.br ^bb3(%[[A]], %{{.*}} : memref<2xf32>, i1)
func.func @mixed(%c: i1) {
  %s = memref.alloca() : memref<2xf32>
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%s : memref<2xf32>)
^bb2:
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %m : memref<2xf32> to memref<2xf32>
  return
}

// Only stack buffers: nothing to free.
// CHECK-LABEL: func.func @stack_only
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return
func.func @stack_only() {
  %s = memref.alloca() : memref<2xf32>
  %t = memref.alloca() : memref<2xf32>
  memref.copy %s, %t : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @mixed(%t) : (i1) -> ()
  call @mixed(%f) : (i1) -> ()
  call @stack_only() : () -> ()
  return
}
