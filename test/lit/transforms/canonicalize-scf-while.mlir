// scf.while: the condition forwarded to the after region is true there, a
// repeated comparison folds, forwarded before-arguments are put in order, an
// scf.if on the condition moves into the after region, and unused, duplicated
// and loop-invariant arguments and results go (region-branch patterns). A loop
// without side effects whose results are unused is erased. Expectations from
// upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// Counts to %n; the after region sees the condition and repeats the compare.
func.func @truth(%n: i64, %m: memref<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %r:3 = scf.while (%i = %zero, %inv = %one) : (i64, i64) -> (i64, i1, i64) {
    %c = arith.cmpi slt, %i, %n : i64
    scf.condition(%c) %i, %c, %inv : i64, i1, i64
  } do {
  ^bb0(%j: i64, %b: i1, %k: i64):
    %again = arith.cmpi slt, %j, %n : i64
    %not = arith.cmpi sge, %j, %n : i64
    %e1 = arith.extui %b : i1 to i64
    %e2 = arith.extui %again : i1 to i64
    %e3 = arith.extui %not : i1 to i64
    %s1 = memref.load %m[%c0] : memref<2xi64>
    %s2 = arith.addi %s1, %e1 : i64
    %s3 = arith.addi %s2, %e2 : i64
    %s4 = arith.addi %s3, %e3 : i64
    memref.store %s4, %m[%c0] : memref<2xi64>
    %next = arith.addi %j, %k : i64
    scf.yield %next, %k : i64, i64
  }
  %t = arith.addi %r#0, %r#2 : i64
  return %t : i64
}

// The condition forwards the before arguments swapped; %dup is forwarded twice.
func.func @align(%n: i64, %a: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %r:3 = scf.while (%x = %a, %y = %n) : (i64, i64) -> (i64, i64, i64) {
    %c = arith.cmpi slt, %x, %y : i64
    scf.condition(%c) %y, %x, %x : i64, i64, i64
  } do {
  ^bb0(%p: i64, %q: i64, %q2: i64):
    %q1 = arith.addi %q2, %one : i64
    scf.yield %q1, %p : i64, i64
  }
  %s = arith.addi %r#1, %r#2 : i64
  return %r#0, %s : i64, i64
}

// The condition forwards both before arguments, swapped.
func.func @align_perm(%a: i64, %b: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi slt, %x, %y : i64
    scf.condition(%c) %y, %x : i64, i64
  } do {
  ^bb0(%p: i64, %q: i64):
    %q1 = arith.addi %q, %one : i64
    %p1 = arith.subi %p, %one : i64
    scf.yield %q1, %p1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// An scf.if on the condition right before scf.condition.
func.func @move_if(%n: i64, %m: memref<2xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %three = arith.constant 3 : i64
  %r = scf.while (%x = %zero) : (i64) -> i64 {
    %c = arith.cmpi slt, %x, %n : i64
    %w = arith.muli %x, %three : i64
    %y = scf.if %c -> i64 {
      %z = arith.addi %w, %x : i64
      scf.yield %z : i64
    } else {
      scf.yield %x : i64
    }
    scf.condition(%c) %y : i64
  } do {
  ^bb0(%v: i64):
    memref.store %v, %m[%c1] : memref<2xi64>
    %v1 = arith.addi %v, %three : i64
    scf.yield %v1 : i64
  }
  return %r : i64
}

// Nothing but arithmetic inside and no result used: erased.
func.func @dead(%n: i64) {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.while (%x = %zero) : (i64) -> i64 {
    %c = arith.cmpi slt, %x, %n : i64
    scf.condition(%c) %x : i64
  } do {
  ^bb0(%v: i64):
    %v1 = arith.addi %v, %one : i64
    scf.yield %v1 : i64
  }
  return
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %three = arith.constant 3 : i64
  %two = arith.constant 2 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %zero, %m[%c0] : memref<2xi64>
  memref.store %zero, %m[%c1] : memref<2xi64>
  %a = func.call @truth(%three, %m) : (i64, memref<2xi64>) -> i64
  %b:2 = func.call @align(%three, %zero) : (i64, i64) -> (i64, i64)
  %c = func.call @move_if(%three, %m) : (i64, memref<2xi64>) -> i64
  %nine = arith.constant 9 : i64
  %p:2 = func.call @align_perm(%zero, %nine) : (i64, i64) -> (i64, i64)
  func.call @dead(%three) : (i64) -> ()
  %l0 = memref.load %m[%c0] : memref<2xi64>
  %l1 = memref.load %m[%c1] : memref<2xi64>
  %ten = arith.constant 10 : i64
  %s1 = arith.muli %a, %ten : i64
  %s2 = arith.addi %s1, %b#0 : i64
  %s3 = arith.muli %s2, %ten : i64
  %s4 = arith.addi %s3, %b#1 : i64
  %s5 = arith.muli %s4, %ten : i64
  %s6 = arith.addi %s5, %c : i64
  %s7 = arith.muli %s6, %ten : i64
  %s8 = arith.addi %s7, %l0 : i64
  %s9 = arith.muli %s8, %ten : i64
  %s10 = arith.addi %s9, %l1 : i64
  %s11 = arith.muli %s10, %ten : i64
  %s12 = arith.addi %s11, %p#0 : i64
  %s13 = arith.muli %s12, %ten : i64
  %s14 = arith.addi %s13, %p#1 : i64
  memref.dealloc %m : memref<2xi64>
  return %s14 : i64
}

// CHECK-LABEL: func.func @truth(%arg0: i64, %arg1: memref<2xi64>) -> i64 {
// CHECK-NEXT:    %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %0 = scf.while (%arg2 = %c0_i64) : (i64) -> i64 {
// CHECK-NEXT:    %2 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT:    scf.condition(%2) %arg2 : i64
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i64):
// CHECK-NEXT:    %2 = memref.load %arg1[%c0] : memref<2xi64>
// CHECK-NEXT:    %3 = arith.addi %2, %c2_i64 : i64
// CHECK-NEXT:    memref.store %3, %arg1[%c0] : memref<2xi64>
// CHECK-NEXT:    %4 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT:    scf.yield %4 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i64 : i64
// CHECK-NEXT:    return %1 : i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @align(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %0 = scf.while (%arg2 = %arg1) : (i64) -> i64 {
// CHECK-NEXT:    %2 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT:    scf.condition(%2) %arg2 : i64
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i64):
// CHECK-NEXT:    %2 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i64
// CHECK-NEXT:    return %arg0, %1 : i64, i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @align_perm(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i64, i64) -> (i64, i64) {
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg2, %arg3 : i64
// CHECK-NEXT:    scf.condition(%1) %arg2, %arg3 : i64, i64
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i64, %arg3: i64):
// CHECK-NEXT:    %1 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT:    %2 = arith.subi %arg3, %c1_i64 : i64
// CHECK-NEXT:    scf.yield %1, %2 : i64, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#1, %0#0 : i64, i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @move_if(%arg0: i64, %arg1: memref<2xi64>) -> i64 {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:    %0:2 = scf.while (%arg2 = %c0_i64) : (i64) -> (i64, i64) {
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT:    %2 = arith.muli %arg2, %c3_i64 : i64
// CHECK-NEXT:    scf.condition(%1) %arg2, %2 : i64, i64
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i64, %arg3: i64):
// CHECK-NEXT:    %1 = arith.addi %arg3, %arg2 : i64
// CHECK-NEXT:    memref.store %1, %arg1[%c1] : memref<2xi64>
// CHECK-NEXT:    %2 = arith.addi %1, %c3_i64 : i64
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0 : i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @dead(%arg0: i64) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// OUT: 43636045
