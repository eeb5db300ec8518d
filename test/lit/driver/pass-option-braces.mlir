// REQUIRES: mlir-opt
// A lone flag in braces names the flag, as mlir-opt reads it; braces
// around several words or around key=value are not taken off (the first
// word is then an unknown option, in both tools).
// RUN: mlbuf-opt %s --one-shot-bufferize="{bufferize-function-boundaries}" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="{bufferize-function-boundaries}" | FileCheck %s
// RUN: not mlbuf-opt %s --one-shot-bufferize="{bufferize-function-boundaries test-analysis-only}" 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not %mlir_opt %s --one-shot-bufferize="{bufferize-function-boundaries test-analysis-only}" 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not mlbuf-opt %s --one-shot-bufferize="{test-analysis-only=true}" 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not %mlir_opt %s --one-shot-bufferize="{test-analysis-only=true}" 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not mlbuf-opt %s --one-shot-bufferize="{no-such-flag}" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %mlir_opt %s --one-shot-bufferize="{no-such-flag}" 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// With function boundaries the argument becomes a memref.
// CHECK: func.func @f(%{{.*}}: memref<4xf32, strided<[?], offset: ?>>) -> f32
// TWO: error: <Pass-Options-Parser>: no such option {bufferize-function-boundaries{{$}}
// VALUE: error: <Pass-Options-Parser>: no such option {test-analysis-only{{$}}
// UNKNOWN: error: <Pass-Options-Parser>: no such option no-such-flag{{$}}
func.func @f(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}
