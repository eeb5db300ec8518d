// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// vector.reduction, shape_cast and from_elements verifiers: upstream's
// words in upstream's order (checked against mlir-opt 22 with the same
// file).
func.func @red_rank(%m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %r = vector.reduction <add>, %m : vector<2x4xf32> into f32
  return
}

// -----

func.func @red_xor_float(%v: vector<8xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %r = vector.reduction <xor>, %v : vector<8xf32> into f32
  return
}

// -----

func.func @red_maximumf_int(%i: vector<4xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maximumf'}}
  %r = vector.reduction <maximumf>, %i : vector<4xi32> into i32
  return
}

// -----

func.func @red_elt(%v: vector<8xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %r = vector.reduction <add>, %v : vector<8xf32> into i32
  return
}

// -----

func.func @red_acc_count(%v: vector<8xf32>, %a: f32) {
  // expected-error @+1 {{'vector.reduction' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %r = "vector.reduction"(%v, %a, %a) <{kind = #vector.kind<add>}> : (vector<8xf32>, f32, f32) -> f32
  return
}

// -----

func.func @cast_elt(%m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %s = vector.shape_cast %m : vector<2x4xf32> to vector<7xi32>
  return
}

// -----

func.func @cast_count(%m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (7)}}
  %s = vector.shape_cast %m : vector<2x4xf32> to vector<7xf32>
  return
}

// -----

func.func @cast_scalable(%m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of scalable dims at source (0) and result (1)}}
  %s = vector.shape_cast %m : vector<2x4xf32> to vector<[8]xf32>
  return
}

// -----

func.func @from_count(%a: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %e = vector.from_elements %a : vector<2xf32>
  return
}

// -----

func.func @from_generic(%a: f32, %b: f64) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %e = "vector.from_elements"(%a, %b) : (f32, f64) -> vector<2xf32>
  return
}

// -----

func.func @red_kind(%v: vector<8xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %r = vector.reduction <foo>, %v : vector<8xf32> into f32
  return
}
