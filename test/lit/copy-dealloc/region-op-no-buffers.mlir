// A region op with results but no region-branch semantics is refused by
// MLIR 16 (invalid.mlir keeps that refusal when a buffer is defined in or
// by it). memref.generic_atomic_rmw defines none: an i64 in, an i64 out,
// so no buffer can flow through it and the pass treats it like any other
// user of %a. The free goes after its last use, the load.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run - -e main --check | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   memref.generic_atomic_rmw %[[A]]
//       CHECK:     memref.atomic_yield
//       CHECK:   memref.load %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
// VAL: 30
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %five = arith.constant 5 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %five, %a[%c0] : memref<1xi64>
  %old = memref.generic_atomic_rmw %a[%c0] : memref<1xi64> {
  ^bb0(%cur: i64):
    %t = arith.muli %cur, %five : i64
    memref.atomic_yield %t : i64
  }
  %v = memref.load %a[%c0] : memref<1xi64>
  %s = arith.addi %v, %old : i64
  return %s : i64
}
