// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.map: the short form `{ payload }` when the body applies one op to
// the inputs (attributes other than fastmath<none> kept), else the body on
// a new indented line after its arguments (%in / %init); name hint
// %mapped.

func.func @map(%a: tensor<8xf32>, %b: tensor<8xf32>, %o: tensor<8xf32>, %m: memref<8xi32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>)
  %1 = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%a, %a : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) {tag}
  linalg.map { arith.addi } ins(%m, %m : memref<8xi32>, memref<8xi32>) outs(%m : memref<8xi32>)
  %2 = linalg.map ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>)
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %3 = linalg.map ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>)
    (%x: f32, %acc: f32) {
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @map(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: memref<8xi32>) {
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg2 : tensor<8xf32>)
// CHECK-NEXT: %mapped_0 = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg0 : tensor<8xf32>, tensor<8xf32>) outs(%arg2 : tensor<8xf32>) {tag}
// CHECK-NEXT: linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg3, %arg3 : memref<8xi32>, memref<8xi32>) outs(%arg3 : memref<8xi32>)
// CHECK-NEXT: %mapped_1 = linalg.map ins(%arg0 : tensor<8xf32>) outs(%arg2 : tensor<8xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_2 = linalg.map { arith.negf } ins(%arg0 : tensor<8xf32>) outs(%arg2 : tensor<8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, memref<8xi32>) -> (), sym_name = "map"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: memref<8xi32>):
// GENERIC-NEXT: %0 = "linalg.map"(%arg0, %arg1, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
// GENERIC-NEXT: %8 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// GENERIC-NEXT: %1 = "linalg.map"(%arg0, %arg0, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
// GENERIC-NEXT: %7 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT: }) {tag} : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// GENERIC-NEXT: "linalg.map"(%arg3, %arg3, %arg3) ({
// GENERIC-NEXT: ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
// GENERIC-NEXT: %6 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%6) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<8xi32>, memref<8xi32>, memref<8xi32>) -> ()
// GENERIC-NEXT: %2 = "linalg.map"(%arg0, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// GENERIC-NEXT: %5 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// GENERIC-NEXT: %3 = "linalg.map"(%arg0, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// GENERIC-NEXT: %4 = "arith.negf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%4) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
