// A dynamic vector position outside the vector (poison upstream) is
// reported as an out-of-bounds access at the op, and execution goes on:
// extract gives 0, insert changes nothing.
// RUN: not mlbuf-run --check %s -e main 2>&1 | FileCheck %s

func.func @main() {
  %c3 = arith.constant 3 : index
  %f = arith.constant 5.0 : f32
  %v = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  // CHECK: vector-position-out-of-bounds.mlir:[[@LINE+1]]:8: error: out of bounds: position at [3] of a vector with shape [2, 2]
  %x = vector.extract %v[%c3] : vector<2xf32> from vector<2x2xf32>
  // CHECK: ( 0, 0 )
  vector.print %x : vector<2xf32>
  // CHECK: vector-position-out-of-bounds.mlir:[[@LINE+1]]:8: error: out of bounds: position at [1, 3] of a vector with shape [2, 2]
  %w = vector.insert %f, %v[1, %c3] : f32 into vector<2x2xf32>
  // CHECK: ( ( 1, 2 ), ( 3, 4 ) )
  vector.print %w : vector<2x2xf32>
  return
}
