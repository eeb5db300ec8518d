// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// linalg.elementwise's parse and verification errors, as mlir-opt 22's
// (the last two chunks are ours: mlir-opt 22 crashes on them).

func.func @arity(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  // Both are reported after the op, where its parse ends.
  // expected-error @+2 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  // expected-error @+1 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  return %0 : tensor<4x8xf32>
}

// -----

func.func @no_kind(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' expected 'kind'}}
  %0 = linalg.elementwise ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @unknown_kind(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+3 {{expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select}}
  // expected-error @+2 {{failed to parse ElementwiseKindAttr parameter 'value' which is to be a `::mlir::linalg::ElementwiseKind`}}
  // expected-error @+1 {{custom op 'linalg.elementwise' expected operation 'kind' attribute}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<expo> ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @not_a_map(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' expected affine map attribute}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [1, 2] ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @map_count(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected the number of indexing_map (2) to be equal to the number of input/output operands (3)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#id, #id] ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// The loops are the init's rank (1), not the maps' dims.
#id = affine_map<(d0, d1) -> (d0, d1)>
#p = affine_map<(d0, d1) -> (d0)>
func.func @loops_from_init(%a: tensor<4xf32>, %c: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [#id, #p] ins(%c : tensor<4x8xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#m = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @non_invertible(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op invalid indexing maps are non-invertible: ((d0, d1, d2) -> (d0, d1, d0, d1))}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [#m, #m] ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// The default maps are identities, a scalar input included.
func.func @scalar_input(%a: f32, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected operand #0 rank (0) to match the result rank of indexing_map (2)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : f32) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @generic_no_kind(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op requires attribute 'kind'}}
  %0 = "linalg.elementwise"(%a, %c) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%x: f32, %y: f32):
      %1 = "math.exp"(%x) : (f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @generic_no_maps(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected the number of indexing_map (0) to be equal to the number of input/output operands (2)}}
  %0 = "linalg.elementwise"(%a, %c) <{kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%x: f32, %y: f32):
      %1 = "math.exp"(%x) : (f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @exp_of_integers(%a: tensor<4x8xi32>, %c: tensor<4x8xi32>) -> tensor<4x8xi32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' unsupported non numeric type}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  // expected-error @+1 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  return %0 : tensor<4x8xi32>
}

// -----

func.func @unsigned_max_of_floats(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' unsupported operation: unsigned max not on uint}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+1 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  return %0 : tensor<4x8xf32>
}
