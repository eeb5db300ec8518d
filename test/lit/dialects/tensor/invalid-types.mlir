// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Parse-time type kinds: ranked tensors where upstream parses a
// RankedTensorType (with details), any tensor otherwise (without).

func.func @extract_unranked(%t: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}

// -----

func.func @cast_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %0 = tensor.cast %m : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @empty_memref() {
  // expected-error @+1 {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.empty() : memref<4xf32>
  return
}
