// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.reduce: `dimensions = [..]` (upstream leaves a space after it),
// the short form when the payload takes the init then the input, else the
// body with %in / %init arguments; name hint %reduced.

func.func @reduce(%a: tensor<4x8xf32>, %r: tensor<4xf32>, %s: tensor<f32>) {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %1 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%s : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %m = arith.maximumf %x, %acc : f32
      linalg.yield %m : f32
    }
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1] {tag}
    (%x: f32, %acc: f32) {
      %m = arith.minimumf %acc, %x : f32
      linalg.yield %m : f32
    }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @reduce(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) {
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: %reduced_0 = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<f32>) dimensions = [0, 1]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.maximumf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced_1 = linalg.reduce { arith.minimumf } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1]  {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4xf32>, tensor<f32>) -> (), sym_name = "reduce"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>):
// GENERIC-NEXT: %0 = "linalg.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT: %5 = "arith.addf"(%arg8, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %1 = "linalg.reduce"(%arg0, %arg2) <{dimensions = array<i64: 0, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// GENERIC-NEXT: %4 = "arith.maximumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%4) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT: %2 = "linalg.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// GENERIC-NEXT: %3 = "arith.minimumf"(%arg4, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%3) : (f32) -> ()
// GENERIC-NEXT: }) {tag} : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
