// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.global: visibility, constant, initializer (dense without its type,
// or uninitialized), alignment; memref.get_global (no hint).

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @u : memref<4xi32> = uninitialized
memref.global "public" @ext : memref<f32>
memref.global @splat : memref<2x3xi8> = dense<7>
memref.global "private" @tagged : memref<1xindex> = dense<0> {tag}

func.func @use() -> memref<2xf32> {
  %0 = memref.get_global @c : memref<2xf32>
  %1 = memref.get_global @u : memref<4xi32>
  %2 = memref.get_global @ext : memref<f32> {tag}
  return %0 : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @u : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "public" @ext : memref<f32>
// CHECK-NEXT: memref.global @splat : memref<2x3xi8> = dense<7>
// CHECK-NEXT: memref.global "private" @tagged : memref<1xindex> = dense<0> {tag}
// CHECK-NEXT: func.func @use() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @c : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @u : memref<4xi32>
// CHECK-NEXT: %2 = memref.get_global @ext : memref<f32> {tag}
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value, sym_name = "u", type = memref<4xi32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{sym_name = "ext", sym_visibility = "public", type = memref<f32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense<7> : tensor<2x3xi8>, sym_name = "splat", type = memref<2x3xi8>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense<0> : tensor<1xindex>, sym_name = "tagged", sym_visibility = "private", type = memref<1xindex>}> {tag} : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> memref<2xf32>, sym_name = "use"}> ({
// GENERIC-NEXT: %0 = "memref.get_global"() <{name = @c}> : () -> memref<2xf32>
// GENERIC-NEXT: %1 = "memref.get_global"() <{name = @u}> : () -> memref<4xi32>
// GENERIC-NEXT: %2 = "memref.get_global"() <{name = @ext}> {tag} : () -> memref<f32>
// GENERIC-NEXT: "func.return"(%0) : (memref<2xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
