// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Parse-time errors of the named ops and of map/reduce's short form: the
// region builder's element type rules, the region arity, indexing maps.

func.func @unary_int(%a: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  %0 = linalg.exp ins(%a : tensor<4xi32>) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @sub_bools(%a: tensor<4xi1>) {
  // expected-error @+1 {{custom op 'linalg.sub' unsupported operation: sub with bools}}
  %0 = linalg.sub ins(%a, %a : tensor<4xi1>, tensor<4xi1>) outs(%a : tensor<4xi1>) -> tensor<4xi1>
  return
}

// -----

func.func @mixed(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xi32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @udiv_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.div_unsigned' unsupported operation: unsigned div not on uint}}
  %0 = linalg.div_unsigned ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @arity(%a: tensor<4xf32>) {
  %0 = linalg.add ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{custom op 'linalg.add' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @maps(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.matmul' element of indexing_maps array is not an affine_map}}
  %0 = linalg.matmul indexing_maps = [1] ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @contract_maps(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  %0 = linalg.contract ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @payload(%a: tensor<4xf32>) {
  // expected-error @+1 {{unregistered operation 'arith.nosuchop' found in dialect ('arith') that does not allow unknown operations}}
  %0 = linalg.map { arith.nosuchop } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  return
}
