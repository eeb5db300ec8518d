// scf.if: consecutive ifs on the same or negated condition merge into one
// (uses of the first one's results inside the second take the yielded
// values); an if whose then region holds only another if becomes one if on
// `andi` of both conditions, results yielded from outside becoming selects.
// Expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

func.func @same(%c: i1, %m: memref<2xi64>, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = scf.if %c -> i64 {
    %v = memref.load %m[%c0] : memref<2xi64>
    scf.yield %v : i64
  } else {
    %w = arith.muli %x, %x : i64
    scf.yield %w : i64
  }
  %b = scf.if %c -> i64 {
    %s = arith.addi %a, %x : i64
    scf.yield %s : i64
  } else {
    %t = arith.subi %a, %x : i64
    scf.yield %t : i64
  }
  return %b : i64
}

func.func @negated(%c: i1, %m: memref<2xi64>, %x: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    memref.store %x, %m[%c0] : memref<2xi64>
  }
  scf.if %n {
    memref.store %x, %m[%c1] : memref<2xi64>
  }
  return
}

func.func @nested(%c: i1, %d: i1, %m: memref<2xi64>, %x: i64, %y: i64) -> (i64, i64) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.if %c -> (i64, i64) {
    %i:2 = scf.if %d -> (i64, i64) {
      memref.store %x, %m[%c1] : memref<2xi64>
      %s = arith.addi %x, %y : i64
      scf.yield %s, %s : i64, i64
    } else {
      scf.yield %y, %y : i64, i64
    }
    scf.yield %i#0, %x : i64, i64
  } else {
    scf.yield %y, %y : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %f = arith.constant false
  %three = arith.constant 3 : i64
  %four = arith.constant 4 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %four, %m[%c0] : memref<2xi64>
  memref.store %four, %m[%c1] : memref<2xi64>
  %a = func.call @same(%t, %m, %three) : (i1, memref<2xi64>, i64) -> i64
  %b = func.call @same(%f, %m, %three) : (i1, memref<2xi64>, i64) -> i64
  func.call @negated(%f, %m, %three) : (i1, memref<2xi64>, i64) -> ()
  %n:2 = func.call @nested(%t, %t, %m, %four, %three) : (i1, i1, memref<2xi64>, i64, i64) -> (i64, i64)
  %l0 = memref.load %m[%c0] : memref<2xi64>
  %l1 = memref.load %m[%c1] : memref<2xi64>
  %ten = arith.constant 10 : i64
  %s1 = arith.muli %a, %ten : i64
  %s2 = arith.addi %s1, %b : i64
  %s3 = arith.muli %s2, %ten : i64
  %s4 = arith.addi %s3, %n#0 : i64
  %s5 = arith.muli %s4, %ten : i64
  %s6 = arith.addi %s5, %n#1 : i64
  %s7 = arith.muli %s6, %ten : i64
  %s8 = arith.addi %s7, %l0 : i64
  %s9 = arith.muli %s8, %ten : i64
  %s10 = arith.addi %s9, %l1 : i64
  memref.dealloc %m : memref<2xi64>
  return %s10 : i64
}

// CHECK-LABEL: func.func @same(%arg0: i1, %arg1: memref<2xi64>, %arg2: i64) -> i64 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:    %1 = memref.load %arg1[%c0] : memref<2xi64>
// CHECK-NEXT:    %2 = arith.addi %1, %arg2 : i64
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:    %1 = arith.muli %arg2, %arg2 : i64
// CHECK-NEXT:    %2 = arith.subi %1, %arg2 : i64
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @negated(%arg0: i1, %arg1: memref<2xi64>, %arg2: i64) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    memref.store %arg2, %arg1[%c0] : memref<2xi64>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    memref.store %arg2, %arg1[%c1] : memref<2xi64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1, %arg2: memref<2xi64>, %arg3: i64, %arg4: i64) -> (i64, i64) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %1 = arith.select %arg0, %arg3, %arg4 : i64
// CHECK-NEXT:    %2 = scf.if %0 -> (i64) {
// CHECK-NEXT:    memref.store %arg3, %arg2[%c1] : memref<2xi64>
// CHECK-NEXT:    %3 = arith.addi %arg3, %arg4 : i64
// CHECK-NEXT:    scf.yield %3 : i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %arg4 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %2, %1 : i64, i64
// CHECK-NEXT:  }

// OUT: 767444
