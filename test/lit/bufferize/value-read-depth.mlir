// Whether a value is read is followed through ops that only alias it (a
// cast, a slice) up to a depth of 16 (src/interfaces/bufferize.c,
// value_read); a longer chain counts as read, conservatively. Here a loop
// whose body overwrites its iteration argument whole, through a chain of
// casts, does not read it: its out-of-place init gets a buffer with no
// copy -- with 4 casts. With 18 casts the chain is past that limit, but
// a loop init's copy is decided by the analysis' walk (one_shot_calls.c,
// mlb_osa_value_read: no depth limit, each use once), which also sees the
// chain end in the fill: no copy either, as upstream (until the fix of
// random program 7133790 this init was copied).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @short_chain(
//       CHECK:   memref.alloc()
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for
// CHECK-LABEL: func.func @long_chain(
//       CHECK:   memref.alloc()
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for
// VALUE: 6
func.func @short_chain(%init: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %x0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
    %x1 = tensor.cast %x0 : tensor<?xf32> to tensor<4xf32>
    %x2 = tensor.cast %x1 : tensor<4xf32> to tensor<?xf32>
    %x3 = tensor.cast %x2 : tensor<?xf32> to tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%x3 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %v = tensor.extract %init[%c0] : tensor<4xf32>
  return %r, %v : tensor<4xf32>, f32
}

func.func @long_chain(%init: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %x0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
    %x1 = tensor.cast %x0 : tensor<?xf32> to tensor<4xf32>
    %x2 = tensor.cast %x1 : tensor<4xf32> to tensor<?xf32>
    %x3 = tensor.cast %x2 : tensor<?xf32> to tensor<4xf32>
    %x4 = tensor.cast %x3 : tensor<4xf32> to tensor<?xf32>
    %x5 = tensor.cast %x4 : tensor<?xf32> to tensor<4xf32>
    %x6 = tensor.cast %x5 : tensor<4xf32> to tensor<?xf32>
    %x7 = tensor.cast %x6 : tensor<?xf32> to tensor<4xf32>
    %x8 = tensor.cast %x7 : tensor<4xf32> to tensor<?xf32>
    %x9 = tensor.cast %x8 : tensor<?xf32> to tensor<4xf32>
    %x10 = tensor.cast %x9 : tensor<4xf32> to tensor<?xf32>
    %x11 = tensor.cast %x10 : tensor<?xf32> to tensor<4xf32>
    %x12 = tensor.cast %x11 : tensor<4xf32> to tensor<?xf32>
    %x13 = tensor.cast %x12 : tensor<?xf32> to tensor<4xf32>
    %x14 = tensor.cast %x13 : tensor<4xf32> to tensor<?xf32>
    %x15 = tensor.cast %x14 : tensor<?xf32> to tensor<4xf32>
    %x16 = tensor.cast %x15 : tensor<4xf32> to tensor<?xf32>
    %x17 = tensor.cast %x16 : tensor<?xf32> to tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%x17 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %v = tensor.extract %init[%c0] : tensor<4xf32>
  return %r, %v : tensor<4xf32>, f32
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a, %x = call @short_chain(%t, %two) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  %b, %y = call @long_chain(%t, %two) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  %p = tensor.extract %a[%c0] : tensor<4xf32>
  %q = tensor.extract %b[%c0] : tensor<4xf32>
  %s1 = arith.addf %p, %q : f32
  %s2 = arith.addf %s1, %x : f32
  %s3 = arith.addf %s2, %y : f32
  return %s3 : f32
}
