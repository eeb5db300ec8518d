// scf.for's static trip count as upstream computes it: constant bounds, or an
// upper bound `addi lb, c` carrying the no-wrap flag of the comparison (nsw
// signed, nuw unsigned); a zero or negative constant step, ub <= lb, or a
// negative (overflowed) difference runs zero times. Zero-trip loops go, single
// trips are inlined. Expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

func.func @bounds(%m: memref<8xi64>, %lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %one = arith.constant 1 : i64
  // step 0 and negative steps never run
  scf.for %i = %lb to %ub step %c0 {
    memref.store %one, %m[%i] : memref<8xi64>
  }
  scf.for %i = %lb to %ub step %cm1 {
    memref.store %one, %m[%i] : memref<8xi64>
  }
  // ub <= lb
  scf.for %i = %c5 to %c3 step %ub {
    memref.store %one, %m[%i] : memref<8xi64>
  }
  // one trip: ub = lb + 1 (nsw); without the flag the loop stays
  %u1 = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %u1 step %c1 {
    memref.store %one, %m[%i] : memref<8xi64>
  }
  %u2 = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %u2 step %c1 {
    memref.store %one, %m[%i] : memref<8xi64>
  }
  // unsigned comparison wants nuw
  %u3 = arith.addi %lb, %c1 overflow<nuw> : index
  scf.for unsigned %i = %lb to %u3 step %c1 {
    %j = arith.addi %i, %c1 : index
    memref.store %one, %m[%j] : memref<8xi64>
  }
  // one trip with a large step
  scf.for %i = %c3 to %c5 step %c5 {
    memref.store %one, %m[%i] : memref<8xi64>
  }
  return
}

func.func @narrow(%m: memref<8xi64>) {
  %one = arith.constant 1 : i64
  %lo = arith.constant -100 : i8
  %hi = arith.constant 100 : i8
  %big = arith.constant 127 : i8
  // signed i8: 100 - (-100) overflows, no trip
  scf.for %i = %lo to %hi step %hi : i8 {
    %x = arith.index_cast %i : i8 to index
    memref.store %one, %m[%x] : memref<8xi64>
  }
  // unsigned i8: 156 > 100, no trip
  scf.for unsigned %i = %lo to %hi step %hi : i8 {
    %x = arith.index_cast %i : i8 to index
    memref.store %one, %m[%x] : memref<8xi64>
  }
  // unsigned i8: 100 to 156 step 127: one trip
  scf.for unsigned %i = %hi to %lo step %big : i8 {
    %x = arith.index_castui %i : i8 to index
    %c95 = arith.constant 95 : index
    %y = arith.subi %x, %c95 : index
    memref.store %one, %m[%y] : memref<8xi64>
  }
  return
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %m = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %zero, %m[%i] : memref<8xi64>
  }
  func.call @bounds(%m, %c0, %c2) : (memref<8xi64>, index, index) -> ()
  func.call @narrow(%m) : (memref<8xi64>) -> ()
  %ten = arith.constant 10 : i64
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %m[%i] : memref<8xi64>
    %a = arith.muli %acc, %ten : i64
    %b = arith.addi %a, %v : i64
    scf.yield %b : i64
  }
  memref.dealloc %m : memref<8xi64>
  return %r : i64
}

// CHECK-LABEL: func.func @bounds(%arg0: memref<8xi64>, %arg1: index, %arg2: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    memref.store %c1_i64, %arg0[%arg1] : memref<8xi64>
// CHECK-NEXT:    %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:    scf.for %arg3 = %arg1 to %0 step %c1 {
// CHECK-NEXT:    memref.store %c1_i64, %arg0[%arg3] : memref<8xi64>
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:    memref.store %c1_i64, %arg0[%1] : memref<8xi64>
// CHECK-NEXT:    memref.store %c1_i64, %arg0[%c3] : memref<8xi64>
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @narrow(%arg0: memref<8xi64>) {
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    memref.store %c1_i64, %arg0[%c5] : memref<8xi64>
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// OUT: 11010100
