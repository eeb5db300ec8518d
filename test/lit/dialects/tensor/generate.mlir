// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.generate: dynamic extents, a single-block body taking one index
// per dimension and ending in tensor.yield (name hint %generated).

func.func @generate(%n: index, %m: index, %f: f32) -> tensor<?x3x?xf32> {
  %g = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %k : index
    %c = arith.index_cast %s : index to i32
    %v = arith.sitofp %c : i32 to f32
    tensor.yield %v : f32
  } : tensor<?x3x?xf32>
  %h = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } {static} : tensor<5xf32>
  return %g : tensor<?x3x?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @generate(%arg0: index, %arg1: index, %arg2: f32) -> tensor<?x3x?xf32> {
// CHECK-NEXT: %generated = tensor.generate %arg0, %arg1 {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT: %0 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT: tensor.yield %2 : f32
// CHECK-NEXT: } : tensor<?x3x?xf32>
// CHECK-NEXT: %generated_0 = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } {static} : tensor<5xf32>
// CHECK-NEXT: return %generated : tensor<?x3x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, f32) -> tensor<?x3x?xf32>, sym_name = "generate"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: f32):
// GENERIC-NEXT: %0 = "tensor.generate"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index, %arg6: index):
// GENERIC-NEXT: %2 = "arith.addi"(%arg4, %arg6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: %3 = "arith.index_cast"(%2) : (index) -> i32
// GENERIC-NEXT: %4 = "arith.sitofp"(%3) : (i32) -> f32
// GENERIC-NEXT: "tensor.yield"(%4) : (f32) -> ()
// GENERIC-NEXT: }) : (index, index) -> tensor<?x3x?xf32>
// GENERIC-NEXT: %1 = "tensor.generate"() ({
// GENERIC-NEXT: ^bb0(%arg3: index):
// GENERIC-NEXT: "tensor.yield"(%arg2) : (f32) -> ()
// GENERIC-NEXT: }) {static} : () -> tensor<5xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<?x3x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
