// Elementwise arith and math ops on vectors run once per element, as on
// tensors (a scalar operand, select's i1 condition here, applies to every
// element); the expected lines are mlir-runner's for upstream's lowering
// of this file (convert-vector-to-llvm, convert-math-to-llvm).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s --match-full-lines

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 0.5, 4.0]> : vector<3xf32>
  // CHECK: ( 1.5, 2.5, 7 )
  %c = arith.addf %a, %b : vector<3xf32>
  vector.print %c : vector<3xf32>
  // CHECK: ( 0, 0, 1 )
  %d = arith.cmpf olt, %a, %b : vector<3xf32>
  vector.print %d : vector<3xi1>
  // CHECK: ( 0.5, 0.5, 3 )
  %e = arith.select %d, %a, %b : vector<3xi1>, vector<3xf32>
  vector.print %e : vector<3xf32>
  // CHECK: ( 1, 2, 3 )
  %t = arith.constant true
  %f = arith.select %t, %a, %b : vector<3xf32>
  vector.print %f : vector<3xf32>
  // CHECK: ( ( 1, 4 ), ( 9, 16 ) )
  %i = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %j = arith.muli %i, %i : vector<2x2xi32>
  vector.print %j : vector<2x2xi32>
  // CHECK: ( ( 1, 2 ), ( 3, 4 ) )
  %k = arith.sitofp %j : vector<2x2xi32> to vector<2x2xf32>
  %m = math.sqrt %k : vector<2x2xf32>
  vector.print %m : vector<2x2xf32>
  return
}
