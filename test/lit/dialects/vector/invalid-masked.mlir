// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of the masked vector ops and the masks, as mlir-opt 22's.

func.func @e1(%m: memref<8xf32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %v = vector.maskedload %m[%c0], %mask, %pt : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return %pt : vector<4xf32>
}

// -----

func.func @e2(%m: memref<8xf32>, %mask: vector<8xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %v = vector.maskedload %m[%c0], %mask, %pt : memref<8xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e3(%m: memref<8xf32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.maskedload' op requires 1 indices}}
  %v = vector.maskedload %m[%c0, %c0], %mask, %pt : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e4(%m: memref<8xf32>, %mask: vector<4xi1>, %pt: vector<8xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %v = vector.maskedload %m[%c0], %mask, %pt : memref<8xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e5(%m: memref<8xf32>, %mask: vector<4xi1>, %v: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%c0], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xi32>
  return
}

// -----

func.func @e6(%m: memref<8xf32>, %mask: vector<8xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%c0], %mask, %v : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @e7(%m: memref<8xf32>, %idx: vector<8xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %v = vector.gather %m[%c0][%idx], %mask, %pt : memref<8xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e8(%m: memref<8xf32>, %idx: vector<4xi32>, %mask: vector<8xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %v = vector.gather %m[%c0][%idx], %mask, %pt : memref<8xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e11(%n: index) -> vector<4x3xi1> {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %m = vector.create_mask %n : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

// -----

func.func @e12() -> vector<4x3xi1> {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %m = vector.constant_mask [5, 1] : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

// -----

func.func @e13() -> vector<4x3xi1> {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %m = vector.constant_mask [0, 1] : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

// -----

func.func @e17(%m: memref<8xf32>, %mask: vector<8xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %v = vector.expandload %m[%c0], %mask, %pt : memref<8xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e18(%m: memref<8xf32>, %mask: vector<8xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%c0], %mask, %v : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @e19(%m: memref<8xf32>, %idx: vector<8xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%c0][%idx], %mask, %v : memref<8xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @e20(%m: memref<8xf32>, %idx: vector<4xi32>, %mask: vector<8xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%c0][%idx], %mask, %v : memref<8xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @e22(%m: memref<8xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op result #0 must be ranked tensor of any type values, but got 'memref<8xf32>'}}
  %r = vector.scatter %m[%c0][%idx], %mask, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> memref<8xf32>
  return
}

// -----

func.func @e23(%m: memref<8xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op requires 1 indices}}
  %v = vector.gather %m[%c0, %c0][%idx], %mask, %pt : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e24() -> vector<4x3xi1> {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %m = vector.constant_mask [2] : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

// -----

func.func @e26(%m: memref<8xf32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{custom op 'vector.maskedload' 'vector.maskedload' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %v = vector.maskedload %m[%c0], %mask, %pt {alignment = 3} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e27(%m: memref<8xf32>, %mask: vector<4xi32>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<4xi32>'}}
  %v = vector.maskedload %m[%c0], %mask, %pt : memref<8xf32>, vector<4xi32>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @e28(%n: index) -> vector<4xi32> {
  // expected-error @+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi32>'}}
  %m = vector.create_mask %n : vector<4xi32>
  return %m : vector<4xi32>
}
