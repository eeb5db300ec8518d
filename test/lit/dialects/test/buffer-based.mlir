// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// test.buffer_based `in(%x : type) out(%y : type) attr-dict`, and
// test.region_buffer_based with a body ending in test.region_yield.

func.func @buffers(%a: memref<2xf32>, %b: memref<*xf32>) {
  test.buffer_based in(%a: memref<2xf32>) out(%b: memref<*xf32>)
  test.buffer_based in(%b : memref<*xf32>) out(%a : memref<2xf32>) {note = 1}
  test.region_buffer_based in(%a: memref<2xf32>) out(%a: memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    test.region_yield %e : f32
  }
  test.region_buffer_based in(%a: memref<2xf32>) out(%b: memref<*xf32>) {
  ^bb0(%x: f32, %y: f32):
    test.region_yield %y : f32 {kept}
  } {tag}
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @buffers(%arg0: memref<2xf32>, %arg1: memref<*xf32>) {
// CHECK-NEXT: test.buffer_based in(%arg0 : memref<2xf32>) out(%arg1 : memref<*xf32>)
// CHECK-NEXT: test.buffer_based in(%arg1 : memref<*xf32>) out(%arg0 : memref<2xf32>) {note = 1 : i64}
// CHECK-NEXT: test.region_buffer_based in(%arg0 : memref<2xf32>) out(%arg0 : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT: %0 = math.exp %arg2 : f32
// CHECK-NEXT: test.region_yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: test.region_buffer_based in(%arg0 : memref<2xf32>) out(%arg1 : memref<*xf32>) {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT: test.region_yield %arg3 : f32 {kept}
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2xf32>, memref<*xf32>) -> (), sym_name = "buffers"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<2xf32>, %arg1: memref<*xf32>):
// GENERIC-NEXT: "test.buffer_based"(%arg0, %arg1) : (memref<2xf32>, memref<*xf32>) -> ()
// GENERIC-NEXT: "test.buffer_based"(%arg1, %arg0) {note = 1 : i64} : (memref<*xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT: "test.region_buffer_based"(%arg0, %arg0) ({
// GENERIC-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// GENERIC-NEXT: %0 = "math.exp"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "test.region_yield"(%0) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT: "test.region_buffer_based"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// GENERIC-NEXT: "test.region_yield"(%arg3) {kept} : (f32) -> ()
// GENERIC-NEXT: }) {tag} : (memref<2xf32>, memref<*xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
