// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Errors of memref.global and memref.get_global.

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{initial_value = dense<1> : tensor<2xi32>, sym_name = "g", type = memref<2xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2, 3 but was 3, 2}}
"memref.global"() <{initial_value = dense<1.0> : tensor<3x2xf32>, sym_name = "g", type = memref<2x3xf32>}> : () -> ()

// -----

memref.global @g : memref<2xf32> = dense<1.0>
func.func @wrong_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<3xf32>
  return
}
