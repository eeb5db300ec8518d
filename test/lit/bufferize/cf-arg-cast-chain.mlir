// REQUIRES: mlir-opt
// A tensor.cast between ranked types keeps its source buffer's layout
// (upstream's getBufferType), and the prediction of a cf block argument's
// type follows it (`view_buffer_type`): a cast to a static shape and back
// reaching a block whose other incoming buffer is a new one leaves the
// argument with the identity layout, as upstream. Before, the cast's
// type was unknown and the argument took the fully dynamic layout
// (random program 6850200).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// 3 (@cast_back) + 5
// VALUE: {{^}}8{{$}}

// CHECK-LABEL: func.func @cast_back(
//   CHECK-NOT:   strided
//       CHECK:   ^bb3(%{{.*}}: memref<?xi64>):
func.func @cast_back(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %e = tensor.empty(%c6) : tensor<?xi64>
  %a = linalg.fill ins(%k3 : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  cf.cond_br %c, ^l, ^r
^l:
  %s = tensor.cast %a : tensor<?xi64> to tensor<6xi64>
  %d = tensor.cast %s : tensor<6xi64> to tensor<?xi64>
  cf.br ^join(%d : tensor<?xi64>)
^r:
  %f = tensor.empty(%c6) : tensor<?xi64>
  %g = linalg.fill ins(%k5 : i64) outs(%f : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^join(%g : tensor<?xi64>)
^join(%j: tensor<?xi64>):
  %v = tensor.extract %j[%c0] : tensor<?xi64>
  return %v : i64
}

func.func @main() -> i64 {
  %true = arith.constant true
  %false = arith.constant false
  %a = call @cast_back(%true) : (i1) -> i64
  %b = call @cast_back(%false) : (i1) -> i64
  %s = arith.addi %a, %b : i64
  return %s : i64
}
