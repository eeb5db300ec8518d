// vector.load and vector.store under mlbuf-run: the vector's dimensions
// run along the memref's innermost ones from the indices (an n-D access
// reads or writes the n-D slice there, as the ops' documentation says);
// an access outside the memref is reported (target-specific upstream).
// The same program with 1-D accesses only prints these lines under
// mlir-runner (convert-vector-to-llvm, finalize-memref-to-llvm), which
// does not lower n-D loads and stores.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s --match-full-lines
// RUN: not mlbuf-run --check %s -e out_of_bounds 2>&1 | FileCheck %s --check-prefix=OOB

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3x4xf32>
  %z = arith.constant dense<0.0> : vector<3x4xf32>
  vector.store %z, %m[%c0, %c0] : memref<3x4xf32>, vector<3x4xf32>
  %row = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  vector.store %row, %m[%c1, %c1] {alignment = 4} : memref<3x4xf32>, vector<3xf32>
  // CHECK: ( ( 0, 0, 0, 0 ), ( 0, 1, 2, 3 ), ( 0, 0, 0, 0 ) )
  %all = vector.load %m[%c0, %c0] : memref<3x4xf32>, vector<3x4xf32>
  vector.print %all : vector<3x4xf32>
  // CHECK: ( ( 1, 2 ), ( 0, 0 ) )
  %sub = vector.load %m[%c1, %c1] {nontemporal = true} : memref<3x4xf32>, vector<2x2xf32>
  vector.print %sub : vector<2x2xf32>
  // CHECK: ( 3 )
  %one = vector.load %m[%c1, %c2] : memref<3x4xf32>, vector<1xf32>
  %two = arith.addf %one, %one : vector<1xf32>
  vector.store %two, %m[%c1, %c2] : memref<3x4xf32>, vector<1xf32>
  %back = vector.load %m[%c1, %c1] : memref<3x4xf32>, vector<1xf32>
  %three = arith.addf %back, %one : vector<1xf32>
  vector.print %three : vector<1xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}

func.func @out_of_bounds() {
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3x4xf32>
  // OOB: vector-load-store.mlir:[[@LINE+1]]:8: error: out of bounds: load at index [2, 4] of a memref with sizes [3, 4]
  %v = vector.load %m[%c2, %c2] : memref<3x4xf32>, vector<3xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}
