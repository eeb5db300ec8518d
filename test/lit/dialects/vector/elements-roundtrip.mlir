// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.broadcast, vector.insert and vector.extract as mlir-opt 22 prints
// them: a space between insert's destination and its position, none after
// extract's source; dynamic positions are index operands after the
// vectors, kDynamic (INT64_MIN) in static_position; -1 is a poison
// position; extract may give a vector<1xT> for one element.

// CHECK-LABEL: func.func @elements
// CHECK: vector.broadcast %arg0 : f32 to vector<2x3xf32>
// CHECK: vector.broadcast %arg1 : vector<4xf32> to vector<[2]x3x4xf32>
// CHECK: vector.broadcast %arg5 : vector<f32> to vector<4xf32>
// CHECK: vector.insert %arg0, %arg1 [1] : f32 into vector<4xf32>
// CHECK: vector.insert %arg1, %arg2 [%arg3] : vector<4xf32> into vector<2x4xf32>
// CHECK: vector.insert %arg0, %arg2 [1, %arg3] {tag} : f32 into vector<2x4xf32>
// CHECK: vector.insert %arg2, %arg2 [] : vector<2x4xf32> into vector<2x4xf32>
// CHECK: vector.extract %arg2[%arg3, 2] : f32 from vector<2x4xf32>
// CHECK: vector.extract %arg2[1] : vector<4xf32> from vector<2x4xf32>
// CHECK: vector.extract %arg1[-1] : f32 from vector<4xf32>
// CHECK: vector.extract %arg1[0] : vector<1xf32> from vector<4xf32>
// CHECK: vector.extract %arg5[] : f32 from vector<f32>
// GENERIC: "vector.broadcast"(%arg0) : (f32) -> vector<2x3xf32>
// GENERIC: "vector.insert"(%arg0, %arg1) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.insert"(%arg1, %arg2, %arg3) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, vector<2x4xf32>, index) -> vector<2x4xf32>
// GENERIC: "vector.extract"(%arg2, %arg3) <{static_position = array<i64: -9223372036854775808, 2>}> : (vector<2x4xf32>, index) -> f32
func.func @elements(%f: f32, %v: vector<4xf32>, %m: vector<2x4xf32>,
                    %i: index, %s: vector<[4]xf32>, %z: vector<f32>) {
  %0 = vector.broadcast %f : f32 to vector<2x3xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<[2]x3x4xf32>
  %2 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %3 = vector.insert %f, %v[1] : f32 into vector<4xf32>
  %4 = vector.insert %v, %m[%i] : vector<4xf32> into vector<2x4xf32>
  %5 = vector.insert %f, %m [1, %i] {tag} : f32 into vector<2x4xf32>
  %6 = vector.insert %m, %m[] : vector<2x4xf32> into vector<2x4xf32>
  %7 = vector.extract %m[%i, 2] : f32 from vector<2x4xf32>
  %8 = vector.extract %m [1] : vector<4xf32> from vector<2x4xf32>
  %9 = vector.extract %v[-1] : f32 from vector<4xf32>
  %10 = vector.extract %v[0] : vector<1xf32> from vector<4xf32>
  %11 = vector.extract %z[] : f32 from vector<f32>
  return
}
