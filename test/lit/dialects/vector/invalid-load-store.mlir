// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// vector.load / vector.store verifiers and custom-form constraints:
// upstream's words in upstream's order (checked against mlir-opt 22 with
// the same file).
func.func @load_indices(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %v = vector.load %m[%i] : memref<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @load_elt(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %v = vector.load %m[%i, %i] : memref<4x8xf32>, vector<8xi32>
  return
}

// -----

func.func @load_vector_elt(%w: memref<4xvector<8xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %v = vector.load %w[%i] : memref<4xvector<8xf32>>, vector<4xf32>
  return
}

// -----

func.func @load_rank(%z: memref<f32>) {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %v = vector.load %z[] : memref<f32>, vector<1xf32>
  return
}

// -----

func.func @load_stride(%s: memref<4x8xf32, strided<[16, 2]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %v = vector.load %s[%i, %i] : memref<4x8xf32, strided<[16, 2]>>, vector<8x1xf32>
  return
}

// -----

func.func @load_alignment(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' 'vector.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %v = vector.load %m[%i, %i] {alignment = 3} : memref<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @load_tensor(%t: tensor<4x8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4x8xf32>'}}
  %v = vector.load %t[%i, %i] : tensor<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @store_rank(%v8: vector<8xf32>, %z: memref<f32>) {
  // expected-error @+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v8, %z[] : memref<f32>, vector<8xf32>
  return
}

// -----

func.func @store_elt(%v8: vector<8xf32>, %mi: memref<4x8xi32>, %i: index) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v8, %mi[%i, %i] : memref<4x8xi32>, vector<8xf32>
  return
}

// -----

func.func @store_vector_elt(%v8: vector<8xf32>, %w: memref<4xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v8, %w[%i] : memref<4xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @store_nontemporal(%v8: vector<8xf32>, %m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.store' 'vector.store' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  vector.store %v8, %m[%i, %i] {nontemporal = 1} : memref<4x8xf32>, vector<8xf32>
  return
}
