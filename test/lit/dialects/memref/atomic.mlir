// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.atomic_rmw (kind keyword, stored as an i64 enum), generic_atomic_rmw
// with its atomic_yield, and memref.prefetch.

func.func @atomics(%f: memref<10xf32>, %n: memref<10xi32>, %x: f32, %y: i32, %i: index) {
  %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw assign %y, %n[%i] {tag} : (i32, memref<10xi32>) -> i32
  %3 = memref.atomic_rmw xori %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %4 = memref.atomic_rmw minu %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %5 = memref.generic_atomic_rmw %f[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %x : f32
    memref.atomic_yield %s : f32
  }
  memref.prefetch %f[%i], read, locality<3>, data : memref<10xf32>
  memref.prefetch %n[%i], write, locality<0>, instr : memref<10xi32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @atomics(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: f32, %arg3: i32, %arg4: index) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maximumf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw assign %arg3, %arg1[%arg4] {tag} : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %3 = memref.atomic_rmw xori %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %4 = memref.atomic_rmw minu %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %5 = memref.generic_atomic_rmw %arg0[%arg4] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: %6 = arith.addf %arg5, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg0[%arg4], read, locality<3>, data : memref<10xf32>
// CHECK-NEXT: memref.prefetch %arg1[%arg4], write, locality<0>, instr : memref<10xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<10xf32>, memref<10xi32>, f32, i32, index) -> (), sym_name = "atomics"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: f32, %arg3: i32, %arg4: index):
// GENERIC-NEXT: %0 = "memref.atomic_rmw"(%arg2, %arg0, %arg4) <{kind = 0 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT: %1 = "memref.atomic_rmw"(%arg2, %arg0, %arg4) <{kind = 4 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT: %2 = "memref.atomic_rmw"(%arg3, %arg1, %arg4) <{kind = 3 : i64}> {tag} : (i32, memref<10xi32>, index) -> i32
// GENERIC-NEXT: %3 = "memref.atomic_rmw"(%arg3, %arg1, %arg4) <{kind = 15 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC-NEXT: %4 = "memref.atomic_rmw"(%arg3, %arg1, %arg4) <{kind = 11 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC-NEXT: %5 = "memref.generic_atomic_rmw"(%arg0, %arg4) ({
// GENERIC-NEXT: ^bb0(%arg5: f32):
// GENERIC-NEXT: %6 = "arith.addf"(%arg5, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "memref.atomic_yield"(%6) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<10xf32>, index) -> f32
// GENERIC-NEXT: "memref.prefetch"(%arg0, %arg4) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<10xf32>, index) -> ()
// GENERIC-NEXT: "memref.prefetch"(%arg1, %arg4) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<10xi32>, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
