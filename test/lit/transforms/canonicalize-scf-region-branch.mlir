// The region-branch patterns on scf.for and scf.if: an iter_arg or result
// that can only hold one outside value is replaced by it, iter_args fed the
// same values are merged, and unused ones go together with their result; an
// scf.if drops unused results. Expectations from upstream mlir-opt
// --canonicalize.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

func.func @iter_args(%m: memref<4xi64>, %n: index, %x: i64, %y: i64) -> (i64, i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:5 = scf.for %i = %c0 to %n step %c1
      iter_args(%fwd = %x, %a = %y, %b = %y, %inv = %x, %unused = %y)
      -> (i64, i64, i64, i64, i64) {
    %v = memref.load %m[%i] : memref<4xi64>
    %s = arith.addi %a, %v : i64
    %t = arith.addi %b, %inv : i64
    memref.store %t, %m[%i] : memref<4xi64>
    %u = arith.addi %unused, %v : i64
    scf.yield %fwd, %s, %s, %x, %u : i64, i64, i64, i64, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : i64, i64, i64, i64
}

func.func @if_results(%c: i1, %m: memref<4xi64>, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %r:3 = scf.if %c -> (i64, i64, i64) {
    %v = memref.load %m[%c0] : memref<4xi64>
    memref.store %x, %m[%c0] : memref<4xi64>
    scf.yield %v, %x, %v : i64, i64, i64
  } else {
    %w = arith.muli %x, %x : i64
    scf.yield %w, %x, %x : i64, i64, i64
  }
  %s = arith.addi %r#1, %r#2 : i64
  return %s : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %m = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<4xi64>
  }
  %r:4 = func.call @iter_args(%m, %c4, %two, %three) : (memref<4xi64>, index, i64, i64) -> (i64, i64, i64, i64)
  %q = func.call @if_results(%t, %m, %two) : (i1, memref<4xi64>, i64) -> i64
  %ten = arith.constant 10 : i64
  %s1 = arith.muli %r#0, %ten : i64
  %s2 = arith.addi %s1, %r#1 : i64
  %s3 = arith.muli %s2, %ten : i64
  %s4 = arith.addi %s3, %r#2 : i64
  %s5 = arith.muli %s4, %ten : i64
  %s6 = arith.addi %s5, %r#3 : i64
  %s7 = arith.muli %s6, %ten : i64
  %s8 = arith.addi %s7, %q : i64
  memref.dealloc %m : memref<4xi64>
  return %s8 : i64
}

// CHECK-LABEL: func.func @iter_args(%arg0: memref<4xi64>, %arg1: index, %arg2: i64, %arg3: i64) -> (i64, i64, i64, i64) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0:2 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %arg3, %arg6 = %arg3) -> (i64, i64) {
// CHECK-NEXT:    %1 = memref.load %arg0[%arg4] : memref<4xi64>
// CHECK-NEXT:    %2 = arith.addi %arg5, %1 : i64
// CHECK-NEXT:    %3 = arith.addi %arg5, %arg2 : i64
// CHECK-NEXT:    memref.store %3, %arg0[%arg4] : memref<4xi64>
// CHECK-NEXT:    %4 = arith.addi %arg6, %1 : i64
// CHECK-NEXT:    scf.yield %2, %4 : i64, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg2, %0#0, %0#0, %arg2 : i64, i64, i64, i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @if_results(%arg0: i1, %arg1: memref<4xi64>, %arg2: i64) -> i64 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:    %2 = memref.load %arg1[%c0] : memref<4xi64>
// CHECK-NEXT:    memref.store %arg2, %arg1[%c0] : memref<4xi64>
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %arg2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addi %arg2, %0 : i64
// CHECK-NEXT:    return %1 : i64
// CHECK-NEXT:  }

// OUT: 29927
