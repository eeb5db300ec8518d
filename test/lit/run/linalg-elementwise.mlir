// linalg.elementwise runs through its maps (a transposed and a broadcast
// operand, select, square, unsigned and signed integer kinds), as written
// and after One-Shot Bufferize and the deallocation pipeline (no leak; the
// write into the constant's init must go to a copy). Values are
// mlir-runner's (LLVM 22) for upstream's lowering of the same program.
// RUN: mlbuf-run --check %s -e main | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s

// CHECK: sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[109.25,   2,   1518],
// CHECK-NEXT: [12,   220,   30]]
// CHECK: sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[1,   2,   3],
// CHECK-NEXT: [4,   5,   6]]
// CHECK: sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[-1,   5],
// CHECK-NEXT: [7,   -8]]

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %t = arith.constant dense<[[0.5, 1.0], [2.0, -1.0], [3.0, 0.25]]> : tensor<3x2xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %s = arith.constant dense<[[true, false, true], [false, true, false]]> : tensor<2x3xi1>
  %init = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#id, #tr, #id] ins(%a, %t : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#id, #row, #id] ins(%0, %v : tensor<2x3xf32>, tensor<3xf32>) outs(%init : tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%s, %1, %a : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%init : tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%2 : tensor<2x3xf32>) outs(%2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%3, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  %u = tensor.cast %4 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  // %a again: the in-place write of %4 into %a's buffer must not show.
  %ua = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %i = arith.constant dense<[[-1, 5], [7, -8]]> : tensor<2x2xi32>
  %j = arith.constant dense<[[2, -3], [7, 9]]> : tensor<2x2xi32>
  %ii = tensor.empty() : tensor<2x2xi32>
  %5 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%i, %j : tensor<2x2xi32>, tensor<2x2xi32>) outs(%ii : tensor<2x2xi32>) -> tensor<2x2xi32>
  %6 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> indexing_maps = [#id, #tr, #id] ins(%5, %j : tensor<2x2xi32>, tensor<2x2xi32>) outs(%ii : tensor<2x2xi32>) -> tensor<2x2xi32>
  %7 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%6, %i : tensor<2x2xi32>, tensor<2x2xi32>) outs(%ii : tensor<2x2xi32>) -> tensor<2x2xi32>
  %ui = tensor.cast %7 : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%ui) : (tensor<*xi32>) -> ()
  return
}
