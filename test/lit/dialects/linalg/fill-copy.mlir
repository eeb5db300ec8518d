// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.fill and linalg.copy: named ops whose region upstream builds from
// the operand types (a yield of the value, or of the input cast to the
// output element type); tensor forms return `-> type`, memref forms do not.

func.func @fill_copy(%f: f32, %t: tensor<2x3xf32>, %m: memref<5xf32>, %h: tensor<2x3xf16>, %i: memref<5xi8>, %j: memref<5xi32>) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<2x3xf32>) -> tensor<2x3xf32>
  linalg.fill {marker} ins(%f : f32) outs(%m : memref<5xf32>)
  %1 = linalg.copy ins(%h : tensor<2x3xf16>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  linalg.copy ins(%i : memref<5xi8>) outs(%j : memref<5xi32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i : memref<5xi8>) outs(%j : memref<5xi32>)
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @fill_copy(%arg0: f32, %arg1: tensor<2x3xf32>, %arg2: memref<5xf32>, %arg3: tensor<2x3xf16>, %arg4: memref<5xi8>, %arg5: memref<5xi32>) {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: linalg.fill {marker} ins(%arg0 : f32) outs(%arg2 : memref<5xf32>)
// CHECK-NEXT: %1 = linalg.copy ins(%arg3 : tensor<2x3xf16>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: linalg.copy ins(%arg4 : memref<5xi8>) outs(%arg5 : memref<5xi32>)
// CHECK-NEXT: linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4 : memref<5xi8>) outs(%arg5 : memref<5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32, tensor<2x3xf32>, memref<5xf32>, tensor<2x3xf16>, memref<5xi8>, memref<5xi32>) -> (), sym_name = "fill_copy"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: tensor<2x3xf32>, %arg2: memref<5xf32>, %arg3: tensor<2x3xf16>, %arg4: memref<5xi8>, %arg5: memref<5xi32>):
// GENERIC-NEXT: %0 = "linalg.fill"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg14: f32, %arg15: f32):
// GENERIC-NEXT: "linalg.yield"(%arg14) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "linalg.fill"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg12: f32, %arg13: f32):
// GENERIC-NEXT: "linalg.yield"(%arg12) : (f32) -> ()
// GENERIC-NEXT: }) {marker} : (f32, memref<5xf32>) -> ()
// GENERIC-NEXT: %1 = "linalg.copy"(%arg3, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg10: f16, %arg11: f32):
// GENERIC-NEXT: %4 = "arith.extf"(%arg10) : (f16) -> f32
// GENERIC-NEXT: "linalg.yield"(%4) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xf16>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-NEXT: "linalg.copy"(%arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg8: i8, %arg9: i32):
// GENERIC-NEXT: %3 = "arith.extsi"(%arg8) : (i8) -> i32
// GENERIC-NEXT: "linalg.yield"(%3) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<5xi8>, memref<5xi32>) -> ()
// GENERIC-NEXT: "linalg.copy"(%arg4, %arg5) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg6: i8, %arg7: i32):
// GENERIC-NEXT: %2 = "arith.extui"(%arg6) : (i8) -> i32
// GENERIC-NEXT: "linalg.yield"(%2) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<5xi8>, memref<5xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
