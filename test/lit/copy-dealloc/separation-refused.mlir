// The separation check refuses a clone when, after the clone point, a write
// to one of the two buffers (the clone, or its source under another name)
// may be followed by a read of the other (docs/copy-deallocation.md,
// "Clones that would change the results"). Each program here would return
// another value with the clone.
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --buffer-deallocation=ownership-fallback=false -o /dev/null

// The source is written after the clone point and the clone read after it.
func.func @source_written_clone_read(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %m = memref.alloc() : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %m : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  memref.store %v, %m[%c0] : memref<2xi64>
  %l = memref.load %x[%c0] : memref<2xi64>
  return %l : i64
}

// -----

// A function's return reads what it returns (the caller does): the clone
// is written, the source returned.
func.func @clone_written_source_returned(%c: i1) -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %m = memref.alloc() : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %m : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  memref.store %v, %x[%c0] : memref<2xi64>
  return %m : memref<2xi64>
}

// -----

// The clone point repeats in a loop with the same source (from before the
// loop, here an argument used nowhere else): each trip's clone is a new
// copy of the source, which does not hold what the trip before wrote into
// its own clone. The next trip's clone is a use of the source after the
// clone point.
func.func @loop_repeats_source(%m: memref<2xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i64) {
    %x = scf.if %c -> memref<2xi64> {
      // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
      scf.yield %m : memref<2xi64>
    } else {
      %a = memref.alloc() : memref<2xi64>
      scf.yield %a : memref<2xi64>
    }
    %l = memref.load %x[%c0] : memref<2xi64>
    %d = arith.addi %l, %l : i64
    memref.store %d, %x[%c0] : memref<2xi64>
    %n = arith.addi %acc, %l : i64
    scf.yield %n : i64
  }
  return %r : i64
}

// -----

// A critical alias reached by the source at two points (the loop's entry
// and its yield): the clone of one trip is written, the next trip reads a
// new clone of the source.
func.func @two_points_into_clone(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 3 : i64
  %m = memref.alloc() : memref<2xi64>
  %z = arith.constant 0 : i64
  memref.store %z, %m[%c0] : memref<2xi64>
  // expected-error @below {{the buffer cloned for operand 3 is still used after this op and written}}
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %m) -> (memref<2xi64>) {
    %l = memref.load %it[%c0] : memref<2xi64>
    %d = arith.addi %l, %v : i64
    memref.store %d, %it[%c0] : memref<2xi64>
    %n = memref.alloc() : memref<2xi64>
    %y = arith.select %c, %m, %n : memref<2xi64>
    scf.yield %y : memref<2xi64>
  }
  %out = memref.load %r[%c0] : memref<2xi64>
  return %out : i64
}

// -----

// Two arguments may be one buffer (a caller may pass one buffer twice):
// a write through the second is a write to the first's buffer, whose clone
// is read after it.
func.func @arguments_may_be_one(%a: memref<2xi64>, %b: memref<2xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i64
  %x = scf.if %c -> memref<2xi64> {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %a : memref<2xi64>
  } else {
    %m = memref.alloc() : memref<2xi64>
    scf.yield %m : memref<2xi64>
  }
  memref.store %v, %b[%c0] : memref<2xi64>
  %l = memref.load %x[%c0] : memref<2xi64>
  return %l : i64
}

// -----

// Two get_global of one global are one buffer: a write through the second
// is seen through the first, whose clone is read after it.
memref.global "private" @ga : memref<2xi64> = dense<[3, 4]>
func.func @same_global(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 9 : i64
  %ga = memref.get_global @ga : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %ga : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  %gb = memref.get_global @ga : memref<2xi64>
  memref.store %v, %gb[%c0] : memref<2xi64>
  %l = memref.load %x[%c0] : memref<2xi64>
  return %l : i64
}

// -----

// A loop-carried buffer (a critical alias of the loop body) holds in each
// trip a copy of the last trip's buffer: the clone point repeats with it.
// Here the carried %it is written in a trip after the clone point of the
// trip before, and %z, carrying that trip's clone, is read: with the
// clones, %z would miss the write.
func.func @carried_source(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %m0 = memref.alloc() : memref<2xi64>
  %z0 = memref.alloc() : memref<2xi64>
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%it = %m0, %z = %z0) -> (memref<2xi64>, memref<2xi64>) {
    %iv = arith.index_cast %i : index to i64
    memref.store %iv, %it[%c0] : memref<2xi64>
    %x = scf.if %c -> memref<2xi64> {
      // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
      scf.yield %it : memref<2xi64>
    } else {
      %a = memref.alloc() : memref<2xi64>
      scf.yield %a : memref<2xi64>
    }
    %l = memref.load %z[%c0] : memref<2xi64>
    %fresh = memref.alloc() : memref<2xi64>
    %y = arith.select %c, %it, %fresh : memref<2xi64>
    scf.yield %y, %x : memref<2xi64>, memref<2xi64>
  }
  %out = memref.load %r#1[%c0] : memref<2xi64>
  return %out : i64
}
