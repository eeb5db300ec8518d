// REQUIRES: mlir-opt
// materialize_in_destination's tensor destination must bufferize in
// place: it is decided so before any other operand; when that would write
// something read-only the pass fails with upstream's error. A source
// computed in the destination itself is no conflict. copy-before-write
// forces nothing. (A destination read afterwards: materialize-raw.mlir.)
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

// The source was computed in the destination: no conflict, no error.
// CBW-LABEL: func.func @source_in_dest
func.func @source_in_dest(%f: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %src = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %0 = bufferization.materialize_in_destination %src in %e
      : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
