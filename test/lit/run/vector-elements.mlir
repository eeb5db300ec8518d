// vector.broadcast, vector.insert and vector.extract under mlbuf-run,
// printed with vector.print; the expected lines are what mlir-runner
// prints for upstream's lowering of this file (convert-vector-to-llvm).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s --match-full-lines

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 2.5 : f32
  %g = arith.constant 7.0 : f32
  %row = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %col = arith.constant dense<[[10], [20]]> : vector<2x1xi32>
  // CHECK: ( ( 2.5, 2.5, 2.5 ), ( 2.5, 2.5, 2.5 ) )
  %a = vector.broadcast %f : f32 to vector<2x3xf32>
  vector.print %a : vector<2x3xf32>
  // Leading dimensions are added, unit dimensions stretched.
  // CHECK: ( ( 1, 2, 3 ), ( 1, 2, 3 ) )
  %b = vector.broadcast %row : vector<3xf32> to vector<2x3xf32>
  vector.print %b : vector<2x3xf32>
  // CHECK: ( ( ( 10, 10, 10 ), ( 20, 20, 20 ) ), ( ( 10, 10, 10 ), ( 20, 20, 20 ) ) )
  %c = vector.broadcast %col : vector<2x1xi32> to vector<2x2x3xi32>
  vector.print %c : vector<2x2x3xi32>
  // A scalar at a static and at a dynamic position; a row at a dynamic one.
  // CHECK: ( ( 1, 2, 3 ), ( 1, 7, 3 ) )
  %d = vector.insert %g, %b[1, %c1] : f32 into vector<2x3xf32>
  vector.print %d : vector<2x3xf32>
  // CHECK: ( ( 2.5, 2.5, 2.5 ), ( 1, 7, 3 ) )
  %e = vector.extract %d[1] : vector<3xf32> from vector<2x3xf32>
  %h = vector.insert %e, %a[%c1] : vector<3xf32> into vector<2x3xf32>
  vector.print %h : vector<2x3xf32>
  // The source is unchanged (vectors are values).
  // CHECK: ( ( 1, 2, 3 ), ( 1, 2, 3 ) )
  vector.print %b : vector<2x3xf32>
  // CHECK: 7
  %x = vector.extract %h[%c1, %c1] : f32 from vector<2x3xf32>
  vector.print %x : f32
  // CHECK: ( 3 )
  %y = vector.extract %h[1, %c2] : vector<1xf32> from vector<2x3xf32>
  vector.print %y : vector<1xf32>
  // A 0-d vector holds one element.
  // CHECK: ( 2.5 )
  %z = vector.broadcast %f : f32 to vector<f32>
  vector.print %z : vector<f32>
  // CHECK: 2.5
  %w = vector.extract %z[] : f32 from vector<f32>
  vector.print %w : f32
  return
}
