// The separation check accepts a clone when no read after the clone point
// can see a write made through the other of the two buffers
// (docs/copy-deallocation.md, "Clones that would change the results").
// Each function is also run, and returns the value the input returns.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// The source is written after the clone, the clone is never read again.
// CHECK-LABEL: func.func @source_written_clone_unread
//       CHECK:   bufferization.clone
func.func @source_written_clone_unread(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %v, %m[%c0] : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    scf.yield %m : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  %r = memref.load %x[%c0] : memref<2xi64>
  memref.store %r, %m[%c0] : memref<2xi64>
  %l = memref.load %m[%c0] : memref<2xi64>
  return %l : i64
}

// The clone is written and read again, the source only read before the
// write: a write followed by reads of the same copy only.
// CHECK-LABEL: func.func @clone_written_source_read_before
//       CHECK:   bufferization.clone
func.func @clone_written_source_read_before(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %v, %m[%c0] : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    scf.yield %m : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    memref.store %v, %a[%c0] : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  %s = memref.load %m[%c0] : memref<2xi64>
  %t = arith.addi %s, %s : i64
  memref.store %t, %x[%c0] : memref<2xi64>
  %l = memref.load %x[%c0] : memref<2xi64>
  %sum = arith.addi %l, %s : i64
  return %sum : i64
}

// Writes and reads of two different globals: @ga is cloned, @gb written,
// @ga's clone read. Two operand-free pure ops naming different globals
// hold different buffers.
memref.global "private" @ga : memref<2xi64> = dense<[3, 4]>
memref.global "private" @gb : memref<2xi64> = dense<[0, 0]>
// CHECK-LABEL: func.func @distinct_globals
//       CHECK:   bufferization.clone
func.func @distinct_globals(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 9 : i64
  %ga = memref.get_global @ga : memref<2xi64>
  %gb = memref.get_global @gb : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    scf.yield %ga : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    memref.store %v, %a[%c0] : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  memref.store %v, %gb[%c0] : memref<2xi64>
  %l = memref.load %x[%c0] : memref<2xi64>
  %k = memref.load %gb[%c0] : memref<2xi64>
  %sum = arith.addi %l, %k : i64
  return %sum : i64
}

// In a loop: the source is allocated in each trip and only read after
// the clone point; the clone of each trip is written and read in it.
// CHECK-LABEL: func.func @loop_clone_per_trip
//       CHECK:   scf.for
//       CHECK:   bufferization.clone
func.func @loop_clone_per_trip(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %v = arith.constant 2 : i64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i64) {
    %m = memref.alloc() : memref<2xi64>
    memref.store %v, %m[%c0] : memref<2xi64>
    %x = scf.if %c -> memref<2xi64> {
      scf.yield %m : memref<2xi64>
    } else {
      %a = memref.alloc() : memref<2xi64>
      memref.store %v, %a[%c0] : memref<2xi64>
      scf.yield %a : memref<2xi64>
    }
    %s = memref.load %m[%c0] : memref<2xi64>
    %d = arith.addi %s, %s : i64
    memref.store %d, %x[%c0] : memref<2xi64>
    %l2 = memref.load %x[%c0] : memref<2xi64>
    %n = arith.addi %acc, %l2 : i64
    scf.yield %n : i64
  }
  return %r : i64
}

// 7 + 15 + 12 + 12 (4 + 4 + 4): the input returns the same.
// OUT: 46
func.func @main() -> i64 {
  %t = arith.constant true
  %a = func.call @source_written_clone_unread(%t) : (i1) -> i64
  %b = func.call @clone_written_source_read_before(%t) : (i1) -> i64
  %c = func.call @distinct_globals(%t) : (i1) -> i64
  %d = func.call @loop_clone_per_trip(%t) : (i1) -> i64
  %s1 = arith.addi %a, %b : i64
  %s2 = arith.addi %c, %d : i64
  %s = arith.addi %s1, %s2 : i64
  return %s : i64
}
