// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.transpose (permutation) and linalg.broadcast (dimensions): the
// region is always built (a yield of the input element); name hints
// %transposed and %broadcasted.

func.func @tb(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %v: tensor<8xf32>, %m: memref<4x8xf32>, %n: memref<8x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%n : memref<8x4xf32>) permutation = [1, 0] {tag}
  %1 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0]
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @tb(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xf32>, %arg3: memref<4x8xf32>, %arg4: memref<8x4xf32>) {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.transpose ins(%arg3 : memref<4x8xf32>) outs(%arg4 : memref<8x4xf32>) permutation = [1, 0]  {tag}
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg2 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x4xf32>, tensor<8xf32>, memref<4x8xf32>, memref<8x4xf32>) -> (), sym_name = "tb"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xf32>, %arg3: memref<4x8xf32>, %arg4: memref<8x4xf32>):
// GENERIC-NEXT: %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg9: f32, %arg10: f32):
// GENERIC-NEXT: "linalg.yield"(%arg9) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// GENERIC-NEXT: "linalg.transpose"(%arg3, %arg4) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT: "linalg.yield"(%arg7) : (f32) -> ()
// GENERIC-NEXT: }) {tag} : (memref<4x8xf32>, memref<8x4xf32>) -> ()
// GENERIC-NEXT: %1 = "linalg.broadcast"(%arg2, %arg0) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// GENERIC-NEXT: "linalg.yield"(%arg5) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
