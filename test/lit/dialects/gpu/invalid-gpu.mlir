// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Parser and verifier messages of gpu memory ops.

func.func @alloc_type(%n: index) {
  // expected-error @+1 {{custom op 'gpu.alloc' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = gpu.alloc (%n) : f32
  return
}

// -----

func.func @alloc_sizes(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = gpu.alloc (%n) : memref<?x?xf32>
  return
}

// -----

func.func @alloc_symbols(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc (%n) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @memcpy_elt(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @memcpy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>
  return
}
