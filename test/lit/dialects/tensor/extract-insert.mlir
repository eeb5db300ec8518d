// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// tensor.extract / tensor.insert: indices in brackets (none for rank 0),
// result types inferred from the tensor type; name hints %extracted and
// %inserted.

func.func @elements(%t: tensor<4x?xi32>, %z: tensor<f64>, %i: index, %j: index, %v: i32) -> tensor<4x?xi32> {
  %a = tensor.extract %t[%i, %j] : tensor<4x?xi32>
  %b = tensor.extract %z[] {note = "scalar"} : tensor<f64>
  %c = tensor.insert %v into %t[%j, %i] : tensor<4x?xi32>
  %d = tensor.insert %a into %c[%i, %i] : tensor<4x?xi32>
  %e = tensor.insert %b into %z[] : tensor<f64>
  return %d : tensor<4x?xi32>
}

// CHECK: module {
// CHECK-NEXT: func.func @elements(%arg0: tensor<4x?xi32>, %arg1: tensor<f64>, %arg2: index, %arg3: index, %arg4: i32) -> tensor<4x?xi32> {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<4x?xi32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg1[] {note = "scalar"} : tensor<f64>
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg0[%arg3, %arg2] : tensor<4x?xi32>
// CHECK-NEXT: %inserted_1 = tensor.insert %extracted into %inserted[%arg2, %arg2] : tensor<4x?xi32>
// CHECK-NEXT: %inserted_2 = tensor.insert %extracted_0 into %arg1[] : tensor<f64>
// CHECK-NEXT: return %inserted_1 : tensor<4x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x?xi32>, tensor<f64>, index, index, i32) -> tensor<4x?xi32>, sym_name = "elements"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x?xi32>, %arg1: tensor<f64>, %arg2: index, %arg3: index, %arg4: i32):
// GENERIC-NEXT: %0 = "tensor.extract"(%arg0, %arg2, %arg3) : (tensor<4x?xi32>, index, index) -> i32
// GENERIC-NEXT: %1 = "tensor.extract"(%arg1) {note = "scalar"} : (tensor<f64>) -> f64
// GENERIC-NEXT: %2 = "tensor.insert"(%arg4, %arg0, %arg3, %arg2) : (i32, tensor<4x?xi32>, index, index) -> tensor<4x?xi32>
// GENERIC-NEXT: %3 = "tensor.insert"(%0, %2, %arg2, %arg2) : (i32, tensor<4x?xi32>, index, index) -> tensor<4x?xi32>
// GENERIC-NEXT: %4 = "tensor.insert"(%1, %arg1) : (f64, tensor<f64>) -> tensor<f64>
// GENERIC-NEXT: "func.return"(%3) : (tensor<4x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
