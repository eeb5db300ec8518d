// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.cast (name hint %cast) between compatible shapes, ranked and
// unranked, keeping encodings; tensor.bitcast (no hint) between element
// types of the same width.

func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %e: tensor<8xi32, "enc">) {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = tensor.cast %u : tensor<*xf32> to tensor<4x4xf32>
  %c = tensor.cast %a {why = "erase"} : tensor<?x?xf32> to tensor<*xf32>
  %d = tensor.cast %e : tensor<8xi32, "enc"> to tensor<?xi32, "enc">
  %f = tensor.bitcast %e : tensor<8xi32, "enc"> to tensor<8xf32>
  %g = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xui32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<8xi32, "enc">) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<*xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %cast {why = "erase"} : tensor<?x?xf32> to tensor<*xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %arg2 : tensor<8xi32, "enc"> to tensor<?xi32, "enc">
// CHECK-NEXT: %0 = tensor.bitcast %arg2 : tensor<8xi32, "enc"> to tensor<8xf32>
// CHECK-NEXT: %1 = tensor.bitcast %arg0 : tensor<4x?xf32> to tensor<4x?xui32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xf32>, tensor<8xi32, "enc">) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<8xi32, "enc">):
// GENERIC-NEXT: %0 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %1 = "tensor.cast"(%arg1) : (tensor<*xf32>) -> tensor<4x4xf32>
// GENERIC-NEXT: %2 = "tensor.cast"(%0) {why = "erase"} : (tensor<?x?xf32>) -> tensor<*xf32>
// GENERIC-NEXT: %3 = "tensor.cast"(%arg2) : (tensor<8xi32, "enc">) -> tensor<?xi32, "enc">
// GENERIC-NEXT: %4 = "tensor.bitcast"(%arg2) : (tensor<8xi32, "enc">) -> tensor<8xf32>
// GENERIC-NEXT: %5 = "tensor.bitcast"(%arg0) : (tensor<4x?xf32>) -> tensor<4x?xui32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
