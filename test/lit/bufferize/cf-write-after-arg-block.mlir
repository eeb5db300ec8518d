// A write in a block after a block argument's block, into the argument's
// buffer, clobbers what a later read of the argument must see: the insert
// goes out of place and the read still returns the argument's value (2).
// mlir-opt 22 excuses every write outside the argument's block and writes
// in place (the read then returns 5).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main(
//       CHECK:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// VALUE: {{^}}2{{$}}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^b(%t : tensor<4xf32>)
^b(%x: tensor<4xf32>):
  cf.br ^c
^c:
  %w = tensor.insert %five into %x[%c0] : tensor<4xf32>
  %u = tensor.extract %w[%c0] : tensor<4xf32>
  cf.br ^d
^d:
  %v = tensor.extract %x[%c0] : tensor<4xf32>
  return %v : f32
}
