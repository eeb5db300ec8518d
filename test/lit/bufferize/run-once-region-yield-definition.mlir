// A cf loop writes the tensor it carries in place (^bb2: a fill and an
// insert, branching back with the written value); after the loop an
// scf.execute_region and an scf.if hand the carried tensor on, and only
// their results are read. They hold the buffer of what their regions
// yield, so the write in the loop is excused by the definitions of the
// yielded values (the loop's argument, entered again after the write
// before the read), as it is for a read of the argument itself: the
// writes stay in place and the entry value, read after the loop, is
// copied once before it (random program 3302193 copied in every trip).
// In the second loop an scf.if after it yields %t2 itself, the tensor
// entering that loop, in its other branch: the loop's writes must not
// reach that read: the insert there goes out of place (the build before
// the rule: 10 allocations and 5 copies, now 5 and 3; mlir-opt 22: 10, 5).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS:      cf.br ^bb1({{.*}}) {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS:      linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS:      cf.br ^bb4({{.*}}) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS:      tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// VALUE: {{^}}1907804{{$}}
// STATS: allocations: 5
// STATS: copies: 3
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
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
  %r = scf.execute_region -> tensor<3xi64> {
    scf.yield %a : tensor<3xi64>
  }
  %q = scf.if %more -> tensor<3xi64> {
    %z = tensor.empty() : tensor<3xi64>
    %zf = linalg.fill ins(%k2 : i64) outs(%z : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %zf : tensor<3xi64>
  } else {
    scf.yield %r : tensor<3xi64>
  }
  %r0 = tensor.extract %r[%c0] : tensor<3xi64>
  %q1 = tensor.extract %q[%c1] : tensor<3xi64>
  %t2 = tensor.extract %t[%c2] : tensor<3xi64>
  %s0 = arith.muli %r0, %k31 : i64
  %s1 = arith.addi %s0, %q1 : i64
  %s2 = arith.muli %s1, %k31 : i64
  %s3 = arith.addi %s2, %t2 : i64
  %e2 = tensor.empty() : tensor<3xi64>
  %b0 = linalg.fill ins(%k2 : i64) outs(%e2 : tensor<3xi64>) -> tensor<3xi64>
  cf.br ^bb4(%c0, %b0 : index, tensor<3xi64>)
^bb4(%j: index, %b: tensor<3xi64>):
  %more2 = arith.cmpi ult, %j, %c2 : index
  cf.cond_br %more2, ^bb5, ^bb6
^bb5:
  %g = tensor.insert %k7 into %b[%j] : tensor<3xi64>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^bb4(%j1, %g : index, tensor<3xi64>)
^bb6:
  %p = scf.if %more2 -> tensor<3xi64> {
    scf.yield %b0 : tensor<3xi64>
  } else {
    scf.yield %b : tensor<3xi64>
  }
  %p0 = tensor.extract %p[%c0] : tensor<3xi64>
  %bb = tensor.extract %b0[%c1] : tensor<3xi64>
  %s4 = arith.muli %s3, %k31 : i64
  %s5 = arith.addi %s4, %p0 : i64
  %s6 = arith.muli %s5, %k31 : i64
  %s7 = arith.addi %s6, %bb : i64
  return %s7 : i64
}
