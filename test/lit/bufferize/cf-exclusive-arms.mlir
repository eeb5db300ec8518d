// A write in one successor of a cf.cond_br and a read through the other
// successor's argument: no run executes both, so the argument's value is
// never the written one and the branch hands the tensor on with no copy
// (before: a copy for the other arm). The same diamond inside a region
// that runs again (an scf.execute_region in an scf.for): one trip's write
// reaches the next trip's read, and the write keeps its copy. Both run
// checked with the tensor program's value.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: 141054
// STATS: copies: 1
// STATS: memory errors: 0

// CHECK-LABEL: func.func @exclusive_arms
//   CHECK-NOT:   memref.copy
//       CHECK:   cf.cond_br
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store
//   CHECK-NOT:   memref.copy
// CHECK-LABEL: func.func @arms_in_loop
//       CHECK:   scf.for
//       CHECK:     memref.copy
//       CHECK:     memref.store
func.func @exclusive_arms(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %t = tensor.splat %k5 : tensor<2xi64>
  cf.cond_br %c, ^write, ^pass(%t : tensor<2xi64>)
^write:
  %w = tensor.insert %k7 into %t[%c0] : tensor<2xi64>
  %n = tensor.splat %k7 : tensor<2xi64>
  cf.br ^join(%n : tensor<2xi64>)
^pass(%p: tensor<2xi64>):
  cf.br ^join(%p : tensor<2xi64>)
^join(%j: tensor<2xi64>):
  %x = tensor.extract %j[%c0] : tensor<2xi64>
  %y = tensor.extract %j[%c1] : tensor<2xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @arms_in_loop() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %t = tensor.splat %k5 : tensor<2xi64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %first = arith.cmpi eq, %i, %c0 : index
    %v = scf.execute_region -> i64 {
      cf.cond_br %first, ^write, ^pass(%t : tensor<2xi64>)
    ^write:
      %w = tensor.insert %k7 into %t[%c0] : tensor<2xi64>
      %e = tensor.extract %w[%c0] : tensor<2xi64>
      scf.yield %e : i64
    ^pass(%p: tensor<2xi64>):
      %x = tensor.extract %p[%c0] : tensor<2xi64>
      scf.yield %x : i64
    }
    %m = arith.muli %acc, %k7 : i64
    %a = arith.addi %m, %v : i64
    scf.yield %a : i64
  }
  return %r : i64
}

func.func @main() -> i64 {
  %true = arith.constant true
  %false = arith.constant false
  %k100 = arith.constant 100 : i64
  %a = call @exclusive_arms(%true) : (i1) -> i64
  %b = call @exclusive_arms(%false) : (i1) -> i64
  %c = call @arms_in_loop() : () -> i64
  %ab = arith.muli %a, %k100 : i64
  %s = arith.addi %ab, %b : i64
  %s2 = arith.muli %s, %k100 : i64
  %s3 = arith.addi %s2, %c : i64
  return %s3 : i64
}
