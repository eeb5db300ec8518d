// A single-iteration scf.for is replaced by its body; a yielded block argument
// must become the incoming value, not the erased loop's argument.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 5 : i64
  %b = arith.constant 7 : i64
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a, %y = %b) -> (i64, i64) {
    %s = arith.addi %x, %y : i64
    scf.yield %y, %s : i64, i64
  }
  %t = arith.muli %r#0, %r#1 : i64
  return %t : i64
}

// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[C:.*]] = arith.constant 84 : i64
// CHECK-NEXT:    return %[[C]] : i64
// OUT: 84
