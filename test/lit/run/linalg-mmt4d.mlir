// linalg.mmt4d runs as its reference loop nest (f16 operands widened to
// the f32 accumulator), as written and after One-Shot Bufferize and the
// deallocation pipeline (no leak). Values are mlir-runner's (LLVM 22).
// RUN: mlbuf-run --check %s -e main | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s

// CHECK: sizes = [1, 2, 2, 3] strides = [12, 6, 3, 1] data =
// CHECK-NEXT: {{\[\[\[}}[3,     2.5,     8.5],
// CHECK-NEXT: [4,     4,     12]],
// CHECK-NEXT: {{\[}}[5.5,     6.5,     2],
// CHECK-NEXT: [12,     11,     1]]]]

func.func private @printMemrefF32(tensor<*xf32>)

// C(m, n, m0, n0) += A(m, k, m0, k0) * B(n, k, n0, k0), f16 inputs widened
// to the f32 accumulator.
func.func @main() {
  %a = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[0.5, 0.5], [1.0, -1.0]]]]> : tensor<1x2x2x2xf16>
  %b = arith.constant dense<[[[[1.0, 0.0], [0.0, 1.0], [2.0, 2.0]], [[1.0, 1.0], [-1.0, 0.0], [0.0, 3.0]]], [[[2.0, 1.0], [1.0, 2.0], [0.0, 0.0]], [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]]]> : tensor<2x2x3x2xf16>
  %c = arith.constant dense<1.0> : tensor<1x2x2x3xf32>
  %r = linalg.mmt4d ins(%a, %b : tensor<1x2x2x2xf16>, tensor<2x2x3x2xf16>) outs(%c : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %u = tensor.cast %r : tensor<1x2x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
