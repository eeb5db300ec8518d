// REQUIRES: mlir-opt
// materialize_in_destination's tensor destination must bufferize in
// place: it is decided so before any other operand, and when that cannot
// be right the pass fails with upstream's errors (at the first op of the
// conflict, as upstream). A source computed in the destination itself is
// no conflict. copy-before-write forces nothing.
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --one-shot-bufferize --verify-diagnostics
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=copy-before-write | FileCheck %s --check-prefix=CBW

// Without function boundaries an argument is read-only.
// CBW-LABEL: func.func @into_argument
func.func @into_argument(%t: tensor<?xf32>, %dest: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below{{not bufferizable under the given constraints: would write to read-only buffer}}
  %0 = bufferization.materialize_in_destination %t in %dest
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// The destination's value is read after the materialization.
// CBW-LABEL: func.func @dest_read_after
func.func @dest_read_after(%f: f32, %g: f32, %i: index) -> (tensor<5xf32>, f32) {
  %e = bufferization.alloc_tensor() : tensor<5xf32>
  // expected-error @below{{not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %dest = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = bufferization.alloc_tensor() : tensor<5xf32>
  %src = linalg.fill ins(%g : f32) outs(%s : tensor<5xf32>) -> tensor<5xf32>
  %0 = bufferization.materialize_in_destination %src in %dest
      : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.extract %dest[%i] : tensor<5xf32>
  return %0, %r : tensor<5xf32>, f32
}

// -----

// The source was computed in the destination: no conflict, no error.
// CBW-LABEL: func.func @source_in_dest
func.func @source_in_dest(%f: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %src = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %0 = bufferization.materialize_in_destination %src in %e
      : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
