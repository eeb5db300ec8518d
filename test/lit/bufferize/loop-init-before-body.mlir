// Bottom-up decides a loop's operands before the ops of its body (the
// ops listed in post-order, then reversed, as upstream lists them). The
// init %t stays in place; the fill into %t inside the loop, which the
// body's reads of %a must not see, then gets a new buffer of its own (a
// fill reads nothing of its init: no copy). Deciding the fill first put
// it in place and the init out of place: a copy of %t before the loop.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s --check-prefix=IR
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS: scf.yield
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "none", "true"]}
// IR-LABEL: func.func @main
// IR-NOT: memref.copy
// IR: return
// Each of the 3 trips adds %t[1] = 2 and the fill's 5: 21.
// CHECK: {{^}}21{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k5 = arith.constant 5 : i64
  %t = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k1 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %k0, %a = %t) -> (i64, tensor<4xi64>) {
    %f = linalg.fill ins(%k5 : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
    %x = tensor.extract %f[%c0] : tensor<4xi64>
    %y = tensor.extract %a[%c1] : tensor<4xi64>
    %xy = arith.addi %x, %y : i64
    %n = arith.addi %s, %xy : i64
    scf.yield %n, %a : i64, tensor<4xi64>
  }
  return %r#0 : i64
}
