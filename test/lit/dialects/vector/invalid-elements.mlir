// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// vector.broadcast, insert and extract verifiers: upstream's words in
// upstream's order (checked against mlir-opt 22 with the same file).

func.func @broadcast_dim(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %a = vector.broadcast %v : vector<4xf32> to vector<4x3xf32>
  return
}

// -----

func.func @broadcast_scalable(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. [4])}}
  %a = vector.broadcast %v : vector<4xf32> to vector<[4]xf32>
  return
}

// -----

func.func @broadcast_unit_scalable(%v: vector<[1]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([1] vs. 1)}}
  %a = vector.broadcast %v : vector<[1]xf32> to vector<1xf32>
  return
}

// -----

func.func @broadcast_elt(%f: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %a = vector.broadcast %f : f32 to vector<2xi32>
  return
}

// -----

func.func @broadcast_rank(%m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %a = vector.broadcast %m : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %a = vector.broadcast %t : tensor<4xf32> to vector<4xf32>
  return
}

// -----

func.func @insert_bound(%f: f32, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %a = vector.insert %f, %v[4] : f32 into vector<4xf32>
  return
}

// -----

func.func @insert_poison_only_minus_one(%f: f32, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %a = vector.insert %f, %v[-2] : f32 into vector<4xf32>
  return
}

// -----

func.func @insert_long(%f: f32, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %a = vector.insert %f, %v[0, 0] : f32 into vector<4xf32>
  return
}

// -----

func.func @insert_vector_rank(%v: vector<4xf32>, %m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %a = vector.insert %v, %m[0, 1] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @insert_scalar_rank(%f: f32, %m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %a = vector.insert %f, %m[0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_elt(%i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %a = vector.insert %i, %v[0] : index into vector<4xf32>
  return
}

// -----

func.func @insert_zero_d(%z: vector<f32>, %v: vector<4xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %a = vector.insert %z, %v[0] : vector<f32> into vector<4xf32>
  return
}

// -----

func.func @extract_bound(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %a = vector.extract %v[-2] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_long(%v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %a = vector.extract %v[%i, %i] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_elt(%m: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %a = vector.extract %m[0] : vector<4xi32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_zero_d(%v: vector<4xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %a = vector.extract %v[0] : vector<f32> from vector<4xf32>
  return
}

// -----

func.func @extract_inferred(%m: vector<2x4xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<1x4xf32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %a = vector.extract %m[1] : vector<1x4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_dynamic_mismatch(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %2 = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @broadcast_to_scalar(%f: f32) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %a = vector.broadcast %f : f32 to f32
  return
}
