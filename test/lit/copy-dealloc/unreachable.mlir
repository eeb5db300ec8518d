// Code no path reaches is left as it is and its uses do not count: here
// the join's argument (an alias of %a) is used only in a block without
// predecessors, so %a dies at the join, where it is freed.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK: ^bb3(%{{.*}}: memref<2xf32>):
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   cf.br ^bb5
//       CHECK: ^bb4:
//   CHECK-NOT:   memref.dealloc
//       CHECK: ^bb5:
// OUT: 0
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %z = arith.constant 0.0 : f32
  %s = memref.alloca() : memref<2xf32>
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%s : memref<2xf32>)
^bb3(%j: memref<2xf32>):
  cf.br ^bb5
^bb4:
  %l = memref.load %j[%c0] : memref<2xf32>
  cf.br ^bb5
^bb5:
  return %z : f32
}
