// Before the copy (reusing the target): the target must not be touched
// between the temporary's allocation and the copy, since the temporary's
// writes go straight into it; before the temporary exists it may be (it
// is overwritten by the copy anyway). Reusing the source: the target may
// not be used at all before the copy.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 2072

// The target is read while the temporary is written: kept (written in
// place, the read would see 10 instead of 7).
// CHECK-LABEL: func.func @target_read_in_window
//       CHECK:   memref.copy
func.func @target_read_in_window() -> i64 {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xi64>
  %v7 = arith.constant 7 : i64
  memref.store %v7, %out[%c0] : memref<1xi64>
  %tmp = memref.alloc() : memref<1xi64>
  %v10 = arith.constant 10 : i64
  memref.store %v10, %tmp[%c0] : memref<1xi64>
  %old = memref.load %out[%c0] : memref<1xi64>
  memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
  memref.dealloc %tmp : memref<1xi64>
  %new = memref.load %out[%c0] : memref<1xi64>
  memref.dealloc %out : memref<1xi64>
  %s = arith.addi %old, %new : i64
  return %s : i64
}

// The same read before the temporary's allocation: removed.
// CHECK-LABEL: func.func @target_read_before
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @target_read_before() -> i64 {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xi64>
  %v7 = arith.constant 7 : i64
  memref.store %v7, %out[%c0] : memref<1xi64>
  %old = memref.load %out[%c0] : memref<1xi64>
  %tmp = memref.alloc() : memref<1xi64>
  %v10 = arith.constant 10 : i64
  memref.store %v10, %tmp[%c0] : memref<1xi64>
  memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
  memref.dealloc %tmp : memref<1xi64>
  %new = memref.load %out[%c0] : memref<1xi64>
  memref.dealloc %out : memref<1xi64>
  %s = arith.addi %old, %new : i64
  return %s : i64
}

// An op reading the target while writing the temporary: kept (in place,
// element 0 of the result would be read after being overwritten).
// CHECK-LABEL: func.func @in_place_would_change
//       CHECK:   memref.copy
func.func @in_place_would_change() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc() : memref<2xi64>
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  memref.store %v1, %out[%c0] : memref<2xi64>
  memref.store %v2, %out[%c1] : memref<2xi64>
  %tmp = memref.alloc() : memref<2xi64>
  linalg.transpose ins(%out : memref<2xi64>) outs(%tmp : memref<2xi64>) permutation = [0]
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %j = arith.subi %c1, %i : index
    %x = memref.load %out[%j] : memref<2xi64>
    %y = memref.load %tmp[%i] : memref<2xi64>
    %z = arith.addi %x, %y : i64
    memref.store %z, %tmp[%i] : memref<2xi64>
  }
  memref.copy %tmp, %out : memref<2xi64> to memref<2xi64>
  memref.dealloc %tmp : memref<2xi64>
  %a = memref.load %out[%c0] : memref<2xi64>
  %b = memref.load %out[%c1] : memref<2xi64>
  memref.dealloc %out : memref<2xi64>
  %k = arith.constant 10 : i64
  %a10 = arith.muli %a, %k : i64
  %s = arith.addi %a10, %b : i64
  return %s : i64
}

// Reusing the source: a target written before the copy keeps it (the
// write would land in the source); the temporary cannot be replaced by
// the target either (the target is allocated after it).
// CHECK-LABEL: func.func @target_written_before
//       CHECK:   memref.copy
func.func @target_written_before() -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %v5 = arith.constant 5 : i64
  memref.store %v5, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %v9 = arith.constant 9 : i64
  memref.store %v9, %b[%c0] : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  %r = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  %k = arith.constant 2000 : i64
  %s = arith.addi %r, %k : i64
  return %s : i64
}

func.func @main() -> i64 {
  %r1 = call @target_read_in_window() : () -> i64
  %r2 = call @target_read_before() : () -> i64
  %r3 = call @in_place_would_change() : () -> i64
  %r4 = call @target_written_before() : () -> i64
  %s1 = arith.addi %r1, %r2 : i64
  %s2 = arith.addi %s1, %r3 : i64
  %s3 = arith.addi %s2, %r4 : i64
  return %s3 : i64
}
