// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.reduction, vector.shape_cast and vector.from_elements as mlir-opt
// 22 prints them: the reduction's kind as `<kind>`, fastmath only when not
// none (always in generic form).

// CHECK-LABEL: func.func @reshape
// CHECK: vector.reduction <add>, %arg0 : vector<8xf32> into f32
// CHECK: vector.reduction <maximumf>, %arg0, %arg1 : vector<8xf32> into f32
// CHECK: vector.reduction <xor>, %arg3 {tag} : vector<4xi32> into i32
// CHECK: vector.reduction <mul>, %arg0, %arg1 fastmath<reassoc,contract> : vector<8xf32> into f32
// CHECK: vector.reduction <add>, %arg0 : vector<8xf32> into f32
// CHECK: vector.from_elements %arg1, %arg1 : vector<2xf32>
// CHECK: vector.shape_cast %arg2 : vector<2x4xf32> to vector<8xf32>
// GENERIC: "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
// GENERIC: "vector.reduction"(%arg0, %arg1) <{fastmath = #arith.fastmath<reassoc,contract>, kind = #vector.kind<mul>}>
// GENERIC: "vector.from_elements"(%arg1, %arg1) : (f32, f32) -> vector<2xf32>
// GENERIC: "vector.shape_cast"(%arg2) : (vector<2x4xf32>) -> vector<8xf32>
func.func @reshape(%v: vector<8xf32>, %a: f32, %m: vector<2x4xf32>, %i: vector<4xi32>) {
  %r = vector.reduction <add>, %v : vector<8xf32> into f32
  %r2 = vector.reduction <maximumf>, %v, %a : vector<8xf32> into f32
  %r3 = vector.reduction <xor>, %i {tag} : vector<4xi32> into i32
  %r4 = vector.reduction <mul>, %v, %a fastmath<contract,reassoc> : vector<8xf32> into f32
  %r5 = vector.reduction <add>, %v fastmath<none> : vector<8xf32> into f32
  %e = vector.from_elements %a, %a : vector<2xf32>
  %s = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  return
}
