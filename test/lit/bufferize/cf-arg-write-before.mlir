// A write in a block that never runs again once a block argument's block
// is entered, and that the argument's incoming values already include
// (here the fill defining the tensor passed along a chain of branches),
// does not conflict with a read of the argument: the fill stays in place.
// The incoming values are followed through at most 8 block arguments
// (ARG_EXCUSE_DEPTH, one_shot.c); past that the write counts as a
// conflict, conservatively, and the fill gets a buffer of its own.
// (Upstream excuses every write outside the argument's block, also one
// after it: see cf-write-after-arg-block.mlir.)
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @three_blocks(
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func.func @eight_blocks(
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func.func @nine_blocks(
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// VALUE: 6

func.func @three_blocks(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^b1(%t : tensor<4xf32>)
^b1(%x1: tensor<4xf32>):
  cf.br ^b2(%x1 : tensor<4xf32>)
^b2(%x2: tensor<4xf32>):
  cf.br ^b3(%x2 : tensor<4xf32>)
^b3(%x3: tensor<4xf32>):
  %v = tensor.extract %x3[%c0] : tensor<4xf32>
  return %v : f32
}

func.func @eight_blocks(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^b1(%t : tensor<4xf32>)
^b1(%x1: tensor<4xf32>):
  cf.br ^b2(%x1 : tensor<4xf32>)
^b2(%x2: tensor<4xf32>):
  cf.br ^b3(%x2 : tensor<4xf32>)
^b3(%x3: tensor<4xf32>):
  cf.br ^b4(%x3 : tensor<4xf32>)
^b4(%x4: tensor<4xf32>):
  cf.br ^b5(%x4 : tensor<4xf32>)
^b5(%x5: tensor<4xf32>):
  cf.br ^b6(%x5 : tensor<4xf32>)
^b6(%x6: tensor<4xf32>):
  cf.br ^b7(%x6 : tensor<4xf32>)
^b7(%x7: tensor<4xf32>):
  cf.br ^b8(%x7 : tensor<4xf32>)
^b8(%x8: tensor<4xf32>):
  %v = tensor.extract %x8[%c0] : tensor<4xf32>
  return %v : f32
}

func.func @nine_blocks(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^b1(%t : tensor<4xf32>)
^b1(%x1: tensor<4xf32>):
  cf.br ^b2(%x1 : tensor<4xf32>)
^b2(%x2: tensor<4xf32>):
  cf.br ^b3(%x2 : tensor<4xf32>)
^b3(%x3: tensor<4xf32>):
  cf.br ^b4(%x3 : tensor<4xf32>)
^b4(%x4: tensor<4xf32>):
  cf.br ^b5(%x4 : tensor<4xf32>)
^b5(%x5: tensor<4xf32>):
  cf.br ^b6(%x5 : tensor<4xf32>)
^b6(%x6: tensor<4xf32>):
  cf.br ^b7(%x6 : tensor<4xf32>)
^b7(%x7: tensor<4xf32>):
  cf.br ^b8(%x7 : tensor<4xf32>)
^b8(%x8: tensor<4xf32>):
  cf.br ^b9(%x8 : tensor<4xf32>)
^b9(%x9: tensor<4xf32>):
  %v = tensor.extract %x9[%c0] : tensor<4xf32>
  return %v : f32
}

func.func @main() -> f32 {
  %two = arith.constant 2.0 : f32
  %a = call @three_blocks(%two) : (f32) -> f32
  %b = call @eight_blocks(%two) : (f32) -> f32
  %c = call @nine_blocks(%two) : (f32) -> f32
  %ab = arith.addf %a, %b : f32
  %r = arith.addf %ab, %c : f32
  return %r : f32
}
