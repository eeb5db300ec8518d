// Between the copy and the source's free the two buffers become one, so
// what happens there decides (reusing the source): a write of the source
// keeps the copy (the target would see it), a read does not; a write of
// the target keeps it only when the source is read after it (the read
// would see the write), not when the read comes first.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 2008

// CHECK-LABEL: func.func @source_written
//       CHECK:   memref.copy
func.func @source_written(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %x, %a[%c0] : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  memref.copy %a, %b : memref<2xi64> to memref<2xi64>
  %k = arith.constant 100 : i64
  memref.store %k, %a[%c0] : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  %v = memref.load %b[%c0] : memref<2xi64>
  memref.dealloc %b : memref<2xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @source_read
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @source_read(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %x, %a[%c0] : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  memref.copy %a, %b : memref<2xi64> to memref<2xi64>
  %u = memref.load %a[%c0] : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  %v = memref.load %b[%c0] : memref<2xi64>
  memref.dealloc %b : memref<2xi64>
  %s = arith.addi %u, %v : i64
  return %s : i64
}

// CHECK-LABEL: func.func @target_written_then_source_read
//       CHECK:   memref.copy
func.func @target_written_then_source_read(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %x, %a[%c0] : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  memref.copy %a, %b : memref<2xi64> to memref<2xi64>
  %k = arith.constant 1000 : i64
  memref.store %k, %b[%c0] : memref<2xi64>
  %u = memref.load %a[%c0] : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  %v = memref.load %b[%c0] : memref<2xi64>
  memref.dealloc %b : memref<2xi64>
  %s = arith.addi %u, %v : i64
  return %s : i64
}

// CHECK-LABEL: func.func @source_read_then_target_written
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @source_read_then_target_written(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %x, %a[%c0] : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  memref.copy %a, %b : memref<2xi64> to memref<2xi64>
  %u = memref.load %a[%c0] : memref<2xi64>
  %k = arith.constant 1000 : i64
  memref.store %k, %b[%c0] : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  %v = memref.load %b[%c0] : memref<2xi64>
  memref.dealloc %b : memref<2xi64>
  %s = arith.addi %u, %v : i64
  return %s : i64
}

// Inside one op (a loop) the order of a read and a write is unknown.
// CHECK-LABEL: func.func @both_in_a_loop
//       CHECK:   memref.copy
func.func @both_in_a_loop(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %x, %a[%c0] : memref<2xi64>
  memref.store %x, %a[%c1] : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  memref.copy %a, %b : memref<2xi64> to memref<2xi64>
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %z) -> i64 {
    %u = memref.load %a[%c1] : memref<2xi64>
    memref.store %acc, %b[%c1] : memref<2xi64>
    %n = arith.addi %acc, %u : i64
    scf.yield %n : i64
  }
  memref.dealloc %a : memref<2xi64>
  %v = memref.load %b[%c1] : memref<2xi64>
  memref.dealloc %b : memref<2xi64>
  %s = arith.addi %r, %v : i64
  return %s : i64
}

func.func @main() -> i64 {
  %x = arith.constant 1 : i64
  %r1 = call @source_written(%x) : (i64) -> i64
  %r2 = call @source_read(%x) : (i64) -> i64
  %r3 = call @target_written_then_source_read(%x) : (i64) -> i64
  %r4 = call @source_read_then_target_written(%x) : (i64) -> i64
  %r5 = call @both_in_a_loop(%x) : (i64) -> i64
  %s1 = arith.addi %r1, %r2 : i64
  %s2 = arith.addi %s1, %r3 : i64
  %s3 = arith.addi %s2, %r4 : i64
  %s4 = arith.addi %s3, %r5 : i64
  return %s4 : i64
}
