// must-infer-memory-space takes away the default memory space: an op
// making a buffer from nothing (a tensor constant, tensor.empty,
// alloc_tensor without memory_space) fails with upstream's two errors.
// Asking for it
// together with use-encoding-for-memory-space is rejected.
// RUN: mlbuf-opt %s --one-shot-bufferize="must-infer-memory-space" -split-input-file -verify-diagnostics
// RUN: mlbuf-opt %s --one-shot-bufferize -split-input-file | FileCheck %s --check-prefix=DEFAULT
// RUN: not mlbuf-opt %s --one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space" -split-input-file 2>&1 | FileCheck %s --check-prefix=BOTH

// DEFAULT-LABEL: func.func @constant
//       DEFAULT:   memref.get_global
// BOTH: error: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize
func.func @constant(%i: index, %v: i32) -> i32 {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %cst = arith.constant dense<[5, 1000, 20]> : tensor<3xi32>
  %0 = tensor.insert %v into %cst[%i] : tensor<3xi32>
  %r = tensor.extract %0[%i] : tensor<3xi32>
  return %r : i32
}

// -----

// DEFAULT-LABEL: func.func @empty
//       DEFAULT:   memref.alloc
func.func @empty(%i: index, %v: f32) -> f32 {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %e = tensor.empty() : tensor<3xf32>
  %0 = tensor.insert %v into %e[%i] : tensor<3xf32>
  %r = tensor.extract %0[%i] : tensor<3xf32>
  return %r : f32
}

// -----

// The buffer of a function argument (its boundary not bufferized) has no
// memory space either: reported at the function, as upstream.
// DEFAULT-LABEL: func.func @argument
//       DEFAULT:   memref.copy
// expected-error @+1 {{could not infer memory space}}
func.func @argument(%t: tensor<3xf32>, %i: index, %v: f32) -> f32 {
  // expected-error @+1 {{failed to bufferize op}}
  %0 = tensor.insert %v into %t[%i] : tensor<3xf32>
  %r = tensor.extract %0[%i] : tensor<3xf32>
  return %r : f32
}
