// Blocks no path reaches still branch to blocks that now take ownership
// arguments: they forward `false` for each buffer and get ownership
// arguments of their own, so the IR stays valid. Nothing is freed there.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @dead_pred
//       CHECK:   cf.br ^bb2(%{{.*}}, %{{.*}} : memref<2xf32>, i1)
//       CHECK: ^bb1(%[[D:.*]]: memref<2xf32>, %{{.*}}: i1):
//       CHECK:   %[[F:.*]] = arith.constant false
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   cf.br ^bb2(%[[D]], %[[F]] : memref<2xf32>, i1)
//       CHECK: ^bb2(%{{.*}}: memref<2xf32>, %{{.*}}: i1):
func.func @dead_pred() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^join(%a : memref<2xf32>)
^dead(%d: memref<2xf32>):
  cf.br ^join(%d : memref<2xf32>)
^join(%m: memref<2xf32>):
  return %m : memref<2xf32>
}

func.func @main() {
  %0 = call @dead_pred() : () -> memref<2xf32>
  memref.copy %0, %0 : memref<2xf32> to memref<2xf32>
  return
}
