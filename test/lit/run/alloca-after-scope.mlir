// An alloca dies when its allocation scope ends: the function that made
// it returns, its memref.alloca_scope ends, or the scf.for iteration that
// made it ends. Later accesses are reported.
// RUN: not mlbuf-run --check %s 2>&1 | FileCheck %s

func.func @make() -> memref<4xf32> {
  %m = memref.alloca() : memref<4xf32>
  return %m : memref<4xf32>
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %m = call @make() : () -> memref<4xf32>
  // CHECK: alloca-after-scope.mlir:[[@LINE+3]]:3: error: use after scope: store of 16 bytes allocated by 'memref.alloca' after its allocation scope ended
  // CHECK: alloca-after-scope.mlir:[[@LINE-11]]:8: note: allocated here
  // CHECK: alloca-after-scope.mlir:[[@LINE-11]]:3: note: allocation scope ended here
  memref.store %f, %m[%c0] : memref<4xf32>

  %s = memref.alloca_scope -> memref<2xf32> {
    %a = memref.alloca() : memref<2xf32>
    memref.alloca_scope.return %a : memref<2xf32>
  }
  // CHECK: alloca-after-scope.mlir:[[@LINE+1]]:8: error: use after scope: load of 8 bytes
  %x = memref.load %s[%c0] : memref<2xf32>

  // Each iteration of scf.for is a scope: the alloca of the first
  // iteration is dead in the second.
  %init = memref.alloca() : memref<1xf32>
  %last = scf.for %i = %c0 to %c2 step %c1 iter_args(%prev = %init) -> memref<1xf32> {
    // CHECK: alloca-after-scope.mlir:[[@LINE+1]]:5: error: use after scope: store of 4 bytes
    memref.store %f, %prev[%c0] : memref<1xf32>
    %a = memref.alloca() : memref<1xf32>
    scf.yield %a : memref<1xf32>
  }
  return %x : f32
}
// CHECK-NOT: error
