// REQUIRES: mlir-opt
// The result of scf.if / scf.execute_region takes the buffer type its
// regions all yield when they agree (upstream's rule), known before the
// regions are rewritten: a buffer rewritten already, a new buffer
// (tensor.empty), and what in-place DPS ops and slices make of them.
// When the branches yield different types, or one is not known, the
// result has the fully dynamic layout and each branch casts to it.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @same_slice(
//       CHECK:   scf.if %{{.*}} -> (memref<4xf32, strided<[1], offset: 2>>)
func.func @same_slice(%c: i1, %t: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r = scf.if %c -> tensor<4xf32> {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %f = linalg.fill ins(%two : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %u = tensor.insert_slice %r into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %u : tensor<8xf32>
}

// CHECK-LABEL: func.func @new_buffer(
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//       CHECK:   scf.execute_region -> memref<4xf32>
//       CHECK:     scf.yield %[[A]] : memref<4xf32>
func.func @new_buffer(%f: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.execute_region -> tensor<4xf32> {
    scf.yield %e : tensor<4xf32>
  }
  %w = tensor.insert %f into %r[%c1] : tensor<4xf32>
  %x = tensor.extract %w[%c1] : tensor<4xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @different(
//       CHECK:   scf.if %{{.*}} -> (memref<4xf32, strided<[?], offset: ?>>)
//       CHECK:     memref.cast
//       CHECK:     memref.cast
func.func @different(%c: i1, %t: tensor<8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> tensor<4xf32> {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  } else {
    %s = tensor.extract_slice %t[1] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  %x = tensor.extract %r[%c1] : tensor<4xf32>
  return %x : f32
}

// same_slice(true): element 3 is 1; new_buffer: 7; different(false):
// element 2 of a 0..7 ramp. 1 * 100 + 7 * 10 + 2.
// VALUE: 172
func.func @main() -> f32 {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %seven = arith.constant 7.0 : f32
  %hundred = arith.constant 100.0 : f32
  %ten = arith.constant 10.0 : f32
  %ramp = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.copy ins(%ramp : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %u = call @same_slice(%true, %t) : (i1, tensor<8xf32>) -> tensor<8xf32>
  %a = tensor.extract %u[%c3] : tensor<8xf32>
  %b = call @new_buffer(%seven) : (f32) -> f32
  %d = call @different(%false, %ramp) : (i1, tensor<8xf32>) -> f32
  %p = arith.mulf %a, %hundred : f32
  %q = arith.mulf %b, %ten : f32
  %s1 = arith.addf %p, %q : f32
  %s2 = arith.addf %s1, %d : f32
  return %s2 : f32
}
