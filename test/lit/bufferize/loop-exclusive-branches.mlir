// Two branches of one scf.if exclude each other within one run only. In
// a loop, the then-branch fills %t (defined outside the loop) and the
// else-branch reads %t: trip 0 writes, trip 1 reads. The fill must not go
// in place, or trip 1 reads trip 0's value (random program 1045072, with
// the two cases of an scf.index_switch; mlir-opt 22 keeps the fill out of
// place too).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK: scf.for
// CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// The tensor's value, 27, read on trips 1 and 3, plus 0 + 2 from trips 0
// and 2.
// VALUE: {{^}}56{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k27 = arith.constant 27 : i64
  %e = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%k27 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %k0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %bit = arith.andi %ii, %k1 : i64
    %even = arith.cmpi eq, %bit, %k0 : i64
    %v = scf.if %even -> (i64) {
      %f = linalg.fill ins(%ii : i64) outs(%t : tensor<2xi64>) -> tensor<2xi64>
      %x = tensor.extract %f[%c0] : tensor<2xi64>
      scf.yield %x : i64
    } else {
      %y = tensor.extract %t[%c0] : tensor<2xi64>
      scf.yield %y : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %r : i64
}
