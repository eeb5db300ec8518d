// Buffers and tensors past the interpreter's limit (MLB_IRUN_MAX_BYTES,
// 2^34 bytes) fail at the op that would create them, also when the byte
// size overflows 64 bits; sizes used to wrap around to a small buffer
// (a run that printed a value) or crash the runner.
// RUN: mlbuf-run %s -e alloc -- 4 1 | FileCheck %s --check-prefix=SMALL
// RUN: not mlbuf-run %s -e alloc -- 4294967297 0 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: not mlbuf-run %s -e alloc -- 4611686018427387905 0 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: not mlbuf-run %s -e alloca2d -- 2147483648 2>&1 | FileCheck %s --check-prefix=ALLOCA
// RUN: not mlbuf-run %s -e empty -- 4611686018427387905 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not mlbuf-run %s -e splat 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not mlbuf-run %s -e arg -- tensor:4611686018427387905x1xf32=1 2>&1 | FileCheck %s --check-prefix=ARG

// 4294967297 f32 are 4 bytes past the limit (a run at the limit would
// fill 16 GiB with the heap's junk pattern: not a test to run).
// SMALL: {{^}}3{{$}}
// ALLOC: too-large.mlir:[[# @LINE + 2]]:8: error: result larger than the interpreter's limit of 17179869184 bytes per buffer
func.func @alloc(%n: index, %i: index) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %f = arith.constant 3.0 : f32
  memref.store %f, %m[%i] : memref<?xf32>
  %v = memref.load %m[%i] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %v : f32
}

// ALLOCA: too-large.mlir:[[# @LINE + 2]]:8: error: result larger than the interpreter's limit
func.func @alloca2d(%n: index) -> index {
  %m = memref.alloca(%n, %n) : memref<?x?xf64>
  return %n : index
}

// EMPTY: too-large.mlir:[[# @LINE + 2]]:8: error: result larger than the interpreter's limit
func.func @empty(%n: index) -> index {
  %t = tensor.empty(%n) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// SPLAT: too-large.mlir:[[# @LINE + 2]]:8: error: 'arith.constant' op is not supported by the interpreter: constants larger than 16 GiB
func.func @splat() -> f32 {
  %t = arith.constant dense<1.0> : tensor<4611686018427387904xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4611686018427387904xf32>
  return %v : f32
}

// ARG: error: argument #0 'tensor:4611686018427387905x1xf32=1' for tensor<?x?xf32>: larger than the interpreter's limit of 17179869184 bytes per buffer
func.func @arg(%t: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x?xf32>
  return %d : index
}
