// A loop made of cf blocks writes the tensor it carries in a block of
// the loop (^bb2) and branches back with the written value; the argument
// is read only in the exit block. Every path from the write to that read
// enters ^bb1 again, where the argument becomes the written value, so
// the write stays in place: one copy of the entry value before the loop
// (it is read after the loop), none in the trips (random program 1200076
// made a buffer and a copy per trip). In the second loop a block after
// the write (^bb7, entered from ^bb5 where the write is) reads the
// argument before branching back: that read would see the write, so the
// write there gets a buffer of its own.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS:      cf.br ^bb1({{.*}}) {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS:      linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS:      cf.br ^bb1({{.*}}) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS:      cf.br ^bb4({{.*}}) {__inplace_operands_attr__ = ["none", "none", "true"]}
// ANALYSIS:      linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// VALUE: {{^}}2056571{{$}}
// STATS: allocations: 5
// STATS: copies: 1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k7 = arith.constant 7 : i64
  %k31 = arith.constant 31 : i64
  %e = tensor.empty() : tensor<3xi64>
  %t = linalg.fill ins(%k1 : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  cf.br ^bb1(%c0, %t : index, tensor<3xi64>)
^bb1(%i: index, %a: tensor<3xi64>):
  %more = arith.cmpi ult, %i, %c3 : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %iv = arith.index_cast %i : index to i64
  %f = linalg.fill ins(%iv : i64) outs(%a : tensor<3xi64>) -> tensor<3xi64>
  %u = tensor.insert %k7 into %f[%i] : tensor<3xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %u : index, tensor<3xi64>)
^bb3:
  %a0 = tensor.extract %a[%c0] : tensor<3xi64>
  %a2 = tensor.extract %a[%c2] : tensor<3xi64>
  %t0 = tensor.extract %t[%c0] : tensor<3xi64>
  %s0 = arith.muli %a0, %k31 : i64
  %s1 = arith.addi %s0, %a2 : i64
  %s2 = arith.muli %s1, %k31 : i64
  %s3 = arith.addi %s2, %t0 : i64
  %e2 = tensor.empty() : tensor<3xi64>
  %t2 = linalg.fill ins(%k1 : i64) outs(%e2 : tensor<3xi64>) -> tensor<3xi64>
  cf.br ^bb4(%c0, %s3, %t2 : index, i64, tensor<3xi64>)
^bb4(%j: index, %acc: i64, %b: tensor<3xi64>):
  %more2 = arith.cmpi ult, %j, %c2 : index
  cf.cond_br %more2, ^bb5, ^bb6
^bb5:
  %jv = arith.index_cast %j : index to i64
  %g = linalg.fill ins(%jv : i64) outs(%b : tensor<3xi64>) -> tensor<3xi64>
  cf.br ^bb7
^bb7:
  %b1 = tensor.extract %b[%c1] : tensor<3xi64>
  %acc1 = arith.muli %acc, %k31 : i64
  %acc2 = arith.addi %acc1, %b1 : i64
  %j1 = arith.addi %j, %c1 : index
  cf.br ^bb4(%j1, %acc2, %g : index, i64, tensor<3xi64>)
^bb6:
  return %acc : i64
}
