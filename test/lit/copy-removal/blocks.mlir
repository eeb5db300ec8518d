// The copy, the source's free and the removed allocation must share a
// block. A free in a nested region or in another block keeps the copy;
// all three inside one nested block is fine, and so is a target defined
// outside that block (reusing the target only needs it to be defined
// before the temporary).
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 42

// CHECK-LABEL: func.func @free_in_branch
//       CHECK:   memref.copy
func.func @free_in_branch(%c: i1, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  scf.if %c {
    memref.dealloc %a : memref<1xi64>
  } else {
    memref.dealloc %a : memref<1xi64>
  }
  %v = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @free_in_successor
//       CHECK:   memref.copy
func.func @free_in_successor(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  cf.br ^bb1
^bb1:
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @all_nested
//       CHECK:   scf.if
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @all_nested(%c: i1, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> i64 {
    %a = memref.alloc() : memref<1xi64>
    memref.store %x, %a[%c0] : memref<1xi64>
    %b = memref.alloc() : memref<1xi64>
    memref.copy %a, %b : memref<1xi64> to memref<1xi64>
    memref.dealloc %a : memref<1xi64>
    %v = memref.load %b[%c0] : memref<1xi64>
    memref.dealloc %b : memref<1xi64>
    scf.yield %v : i64
  } else {
    scf.yield %x : i64
  }
  return %r : i64
}

// The target lives outside the loop; each iteration's temporary is
// written straight into it.
// CHECK-LABEL: func.func @target_outside
//       CHECK:   %[[OUT:.*]] = memref.alloc() : memref<1xi64>
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     memref.store %{{.*}}, %[[OUT]]
//       CHECK:   memref.load %[[OUT]]
func.func @target_outside(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %out = memref.alloc() : memref<1xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %tmp = memref.alloc() : memref<1xi64>
    %ii = arith.index_cast %i : index to i64
    %y = arith.addi %x, %ii : i64
    memref.store %y, %tmp[%c0] : memref<1xi64>
    memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
    memref.dealloc %tmp : memref<1xi64>
  }
  %v = memref.load %out[%c0] : memref<1xi64>
  memref.dealloc %out : memref<1xi64>
  return %v : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %x = arith.constant 10 : i64
  %r1 = call @free_in_branch(%t, %x) : (i1, i64) -> i64
  %r2 = call @free_in_successor(%x) : (i64) -> i64
  %r3 = call @all_nested(%t, %x) : (i1, i64) -> i64
  %r4 = call @target_outside(%x) : (i64) -> i64
  %s1 = arith.addi %r1, %r2 : i64
  %s2 = arith.addi %s1, %r3 : i64
  %s3 = arith.addi %s2, %r4 : i64
  return %s3 : i64
}
