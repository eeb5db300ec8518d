// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.generic: the leading trait dictionary (iterator types written as
// strings, stored as #linalg.iterator_type attributes), ins/outs groups,
// `attrs = {..}` for other attributes, a region whose arguments are named
// %in / %out, and `-> results` for tensor outputs; linalg.index and
// linalg.yield inside.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @generic(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %acc: tensor<4xf32>, %m: memref<4x8xi32>) -> tensor<4xf32> {
  %sum = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %r: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %r : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  linalg.generic {library_call = "fill_iota", iterator_types = ["parallel", "parallel"], indexing_maps = [#id], doc = "iota"} outs(%m : memref<4x8xi32>) attrs = {tag = 7 : i32} {
  ^bb0(%o: i32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  }
  %two:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%b, %b : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %o1: f32, %o2: f32):
    linalg.yield %x, %o2 : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %sum : tensor<4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @generic(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>, %arg3: memref<4x8xi32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %3 = arith.addf %2, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: linalg.generic {doc = "iota", indexing_maps = [#map], iterator_types = ["parallel", "parallel"], library_call = "fill_iota"} outs(%arg3 : memref<4x8xi32>) attrs =  {tag = 7 : i32} {
// CHECK-NEXT: ^bb0(%out: i32):
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: linalg.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT: linalg.yield %in, %out_0 : f32, f32
// CHECK-NEXT: } -> (tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, memref<4x8xi32>) -> tensor<4xf32>, sym_name = "generic"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>, %arg3: memref<4x8xi32>):
// GENERIC-NEXT: %0 = "linalg.generic"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
// GENERIC-NEXT: %4 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %5 = "arith.addf"(%4, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "linalg.generic"(%arg3) <{doc = "iota", indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "fill_iota", operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: i32):
// GENERIC-NEXT: %2 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT: %3 = "arith.index_cast"(%2) : (index) -> i32
// GENERIC-NEXT: "linalg.yield"(%3) : (i32) -> ()
// GENERIC-NEXT: }) {tag = 7 : i32} : (memref<4x8xi32>) -> ()
// GENERIC-NEXT: %1:2 = "linalg.generic"(%arg0, %arg1, %arg1) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
// GENERIC-NEXT: "linalg.yield"(%arg4, %arg6) : (f32, f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
// GENERIC-NEXT: "func.return"(%0) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
