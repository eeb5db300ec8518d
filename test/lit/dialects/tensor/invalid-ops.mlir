// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of the element, cast and construction ops.

func.func @cast_shapes(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<8x16xf32>' and result type 'tensor<8x15xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<8x15xf32>
  return
}

// -----

func.func @cast_elements(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<8xf32>' and result type 'tensor<8xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<8xf32> to tensor<8xi32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<8xf32>' and result type 'tensor<8xi16>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<8xf32> to tensor<8xi16>
  return
}

// -----

func.func @empty_sizes(%n: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%n) : tensor<?x?xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i, %i, %i] : tensor<4x4xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @splat_sizes(%f: f32, %n: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %f[%n] : tensor<4xf32>
  return
}

// -----

func.func @from_elements_count(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 3 operands and 4 types}}
  %0 = tensor.from_elements %f, %f, %f : tensor<2x2xf32>
  return
}

// -----

func.func @generate_args(%n: index, %f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @generate_yield(%n: index, %f: f16) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %f : f16
  } : tensor<?xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<7x6xf32>' does not match the inferred type 'tensor<7x7xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x6xf32>
  return
}

// -----

func.func @pad_block(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 1] high[2, 2] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x7xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<5x3xf32>
  return
}

// -----

func.func @concat_sizes(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @yield_parent(%f: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%f) : (f32) -> ()
}

// -----

func.func @from_elements_dynamic(%i: index) -> tensor<?xindex> {
  // expected-error @+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xindex>'}}
  %0 = tensor.from_elements %i : tensor<?xindex>
  return %0 : tensor<?xindex>
}
