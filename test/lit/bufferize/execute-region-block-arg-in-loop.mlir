// A block of an execute_region in a loop body takes (through a branch) a
// tensor defined before the loop, reads it, then writes it: within one
// trip the read comes first, but each trip's write reaches the next
// trip's read, the block argument holding the outer buffer again. Its
// definition lies inside the loop body, yet the values branches hand it
// do not: dominance says nothing there. mlbuf wrote %w in place and
// returned 19: random program 7109406 (bufferize_indep_random.py --ext
// --size 30: a linalg.map in place on a reshape's copy).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @main
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
// VAL: {{^}}11{{$}}
func.func @main() -> i64 {
  %t0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %t = bufferization.alloc_tensor() copy(%t0) : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %k = arith.constant 10 : i64
  %c9 = arith.constant 9 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (i64) {
    %xc = scf.execute_region -> i64 {
      cf.br ^bb1(%t : tensor<4xi64>)
    ^bb1(%x: tensor<4xi64>):
      %e = tensor.extract %x[%c0] : tensor<4xi64>
      %w = tensor.insert %c9 into %x[%c0] : tensor<4xi64>
      %m = arith.muli %acc, %k : i64
      %s = arith.addi %m, %e : i64
      scf.yield %s : i64
    }
    scf.yield %xc : i64
  }
  return %r : i64
}
