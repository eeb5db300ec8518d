// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Elementwise named ops: binary (add, sub, mul, div, max, min, powf) and
// unary (exp, log, abs, ceil, floor, negf, round, sqrt, rsqrt, tanh, erf,
// square, reciprocal) with their arith/math payloads, integer variants,
// and select.

func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: memref<4xi32>, %p: memref<4xi1>, %o: tensor<4xf32>) {
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.div ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.min ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %6 = linalg.powf ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  linalg.add ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.div_unsigned ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.max ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.mul ins(%p, %p : memref<4xi1>, memref<4xi1>) outs(%p : memref<4xi1>)
  %7 = linalg.exp ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %8 = linalg.log ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %9 = linalg.abs ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %10 = linalg.ceil ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %11 = linalg.floor ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %12 = linalg.negf ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %13 = linalg.round ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %14 = linalg.sqrt ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %15 = linalg.rsqrt ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %16 = linalg.tanh ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %17 = linalg.erf ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %18 = linalg.square ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %19 = linalg.reciprocal ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %c = tensor.empty() : tensor<4xi1>
  %20 = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @elementwise(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: memref<4xi32>, %arg3: memref<4xi1>, %arg4: tensor<4xf32>) {
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.sub ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.mul ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %3 = linalg.div ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %4 = linalg.max ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %5 = linalg.min ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %6 = linalg.powf ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: linalg.add ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: linalg.div_unsigned ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: linalg.max ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: linalg.mul ins(%arg3, %arg3 : memref<4xi1>, memref<4xi1>) outs(%arg3 : memref<4xi1>)
// CHECK-NEXT: %7 = linalg.exp ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %8 = linalg.log ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %9 = linalg.abs ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %10 = linalg.ceil ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %11 = linalg.floor ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %12 = linalg.negf ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %13 = linalg.round ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %14 = linalg.sqrt ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %15 = linalg.rsqrt ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %16 = linalg.tanh ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %17 = linalg.erf ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %18 = linalg.square ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %19 = linalg.reciprocal ins(%arg0 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %20 = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %21 = linalg.select ins(%20, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, memref<4xi32>, memref<4xi1>, tensor<4xf32>) -> (), sym_name = "elementwise"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: memref<4xi32>, %arg3: memref<4xi1>, %arg4: tensor<4xf32>):
// GENERIC-NEXT: %0 = "linalg.add"(%arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
// GENERIC-NEXT: %47 = "arith.addf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%47) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %1 = "linalg.sub"(%arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
// GENERIC-NEXT: %46 = "arith.subf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%46) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %2 = "linalg.mul"(%arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
// GENERIC-NEXT: %45 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%45) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %3 = "linalg.div"(%arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
// GENERIC-NEXT: %44 = "arith.divf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%44) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %4 = "linalg.max"(%arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
// GENERIC-NEXT: %43 = "arith.maximumf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%43) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %5 = "linalg.min"(%arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg50: f32, %arg51: f32, %arg52: f32):
// GENERIC-NEXT: %42 = "arith.minimumf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%42) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %6 = "linalg.powf"(%arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
// GENERIC-NEXT: %41 = "math.powf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%41) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "linalg.add"(%arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg44: i32, %arg45: i32, %arg46: i32):
// GENERIC-NEXT: %40 = "arith.addi"(%arg44, %arg45) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%40) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// GENERIC-NEXT: "linalg.div_unsigned"(%arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg41: i32, %arg42: i32, %arg43: i32):
// GENERIC-NEXT: %39 = "arith.divui"(%arg41, %arg42) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%39) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// GENERIC-NEXT: "linalg.max"(%arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg38: i32, %arg39: i32, %arg40: i32):
// GENERIC-NEXT: %38 = "arith.maxsi"(%arg38, %arg39) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%38) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// GENERIC-NEXT: "linalg.mul"(%arg3, %arg3, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg35: i1, %arg36: i1, %arg37: i1):
// GENERIC-NEXT: %37 = "arith.andi"(%arg35, %arg36) : (i1, i1) -> i1
// GENERIC-NEXT: "linalg.yield"(%37) : (i1) -> ()
// GENERIC-NEXT: }) : (memref<4xi1>, memref<4xi1>, memref<4xi1>) -> ()
// GENERIC-NEXT: %7 = "linalg.exp"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg33: f32, %arg34: f32):
// GENERIC-NEXT: %36 = "math.exp"(%arg33) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%36) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %8 = "linalg.log"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg31: f32, %arg32: f32):
// GENERIC-NEXT: %35 = "math.log"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %9 = "linalg.abs"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg29: f32, %arg30: f32):
// GENERIC-NEXT: %34 = "math.absf"(%arg29) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%34) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %10 = "linalg.ceil"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg27: f32, %arg28: f32):
// GENERIC-NEXT: %33 = "math.ceil"(%arg27) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%33) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %11 = "linalg.floor"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg25: f32, %arg26: f32):
// GENERIC-NEXT: %32 = "math.floor"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%32) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %12 = "linalg.negf"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg23: f32, %arg24: f32):
// GENERIC-NEXT: %31 = "arith.negf"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%31) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %13 = "linalg.round"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg21: f32, %arg22: f32):
// GENERIC-NEXT: %30 = "math.round"(%arg21) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%30) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %14 = "linalg.sqrt"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg19: f32, %arg20: f32):
// GENERIC-NEXT: %29 = "math.sqrt"(%arg19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%29) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %15 = "linalg.rsqrt"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg17: f32, %arg18: f32):
// GENERIC-NEXT: %28 = "math.rsqrt"(%arg17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%28) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %16 = "linalg.tanh"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg15: f32, %arg16: f32):
// GENERIC-NEXT: %27 = "math.tanh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%27) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %17 = "linalg.erf"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg13: f32, %arg14: f32):
// GENERIC-NEXT: %26 = "math.erf"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%26) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %18 = "linalg.square"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg11: f32, %arg12: f32):
// GENERIC-NEXT: %25 = "arith.mulf"(%arg11, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%25) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %19 = "linalg.reciprocal"(%arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg9: f32, %arg10: f32):
// GENERIC-NEXT: %23 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %24 = "arith.divf"(%23, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%24) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %20 = "tensor.empty"() : () -> tensor<4xi1>
// GENERIC-NEXT: %21 = "linalg.select"(%20, %arg0, %arg1, %arg4) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg5: i1, %arg6: f32, %arg7: f32, %arg8: f32):
// GENERIC-NEXT: %22 = "arith.select"(%arg5, %arg6, %arg7) : (i1, f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%22) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
