// scf.index_switch: a constant selector inlines its case (or the default);
// results yielded equal by every region are forwarded and unused results
// dropped (region-branch patterns); a switch left without effects and uses is
// erased. Expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

func.func @constant(%m: memref<3xi64>, %x: i64) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i64
  case 1 {
    %v = memref.load %m[%c1] : memref<3xi64>
    scf.yield %v : i64
  }
  case 2 {
    memref.store %x, %m[%c1] : memref<3xi64>
    %w = arith.addi %x, %x : i64
    scf.yield %w : i64
  }
  default {
    scf.yield %x : i64
  }
  %c7 = arith.constant 7 : index
  scf.index_switch %c7
  case 1 {
    memref.store %x, %m[%c2] : memref<3xi64>
    scf.yield
  }
  default {
    memref.store %r, %m[%c2] : memref<3xi64>
  }
  return %r : i64
}

func.func @results(%m: memref<3xi64>, %i: index, %x: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %r:3 = scf.index_switch %i -> i64, i64, i64
  case 0 {
    %v = memref.load %m[%c0] : memref<3xi64>
    memref.store %x, %m[%c0] : memref<3xi64>
    scf.yield %v, %x, %v : i64, i64, i64
  }
  case 5 {
    scf.yield %x, %x, %x : i64, i64, i64
  }
  default {
    %w = arith.muli %x, %x : i64
    scf.yield %w, %x, %w : i64, i64, i64
  }
  %s = arith.addi %r#1, %r#2 : i64
  return %r#1, %s : i64, i64
}

func.func @dead(%m: memref<3xi64>, %i: index) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> i64
  case 0 {
    %v = memref.load %m[%c0] : memref<3xi64>
    scf.yield %v : i64
  }
  default {
    %z = arith.constant 3 : i64
    scf.yield %z : i64
  }
  return
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %four = arith.constant 4 : i64
  %five = arith.constant 5 : i64
  %m = memref.alloc() : memref<3xi64>
  memref.store %five, %m[%c0] : memref<3xi64>
  memref.store %five, %m[%c1] : memref<3xi64>
  memref.store %five, %m[%c2] : memref<3xi64>
  %a = func.call @constant(%m, %four) : (memref<3xi64>, i64) -> i64
  %b:2 = func.call @results(%m, %c0, %four) : (memref<3xi64>, index, i64) -> (i64, i64)
  func.call @dead(%m, %c1) : (memref<3xi64>, index) -> ()
  %l0 = memref.load %m[%c0] : memref<3xi64>
  %l1 = memref.load %m[%c1] : memref<3xi64>
  %l2 = memref.load %m[%c2] : memref<3xi64>
  %ten = arith.constant 10 : i64
  %s1 = arith.muli %a, %ten : i64
  %s2 = arith.addi %s1, %b#0 : i64
  %s3 = arith.muli %s2, %ten : i64
  %s4 = arith.addi %s3, %b#1 : i64
  %s5 = arith.muli %s4, %ten : i64
  %s6 = arith.addi %s5, %l0 : i64
  %s7 = arith.muli %s6, %ten : i64
  %s8 = arith.addi %s7, %l1 : i64
  %s9 = arith.muli %s8, %ten : i64
  %s10 = arith.addi %s9, %l2 : i64
  memref.dealloc %m : memref<3xi64>
  return %s10 : i64
}

// CHECK-LABEL: func.func @constant(%arg0: memref<3xi64>, %arg1: i64) -> i64 {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    memref.store %arg1, %arg0[%c1] : memref<3xi64>
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i64
// CHECK-NEXT:    memref.store %0, %arg0[%c2] : memref<3xi64>
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @results(%arg0: memref<3xi64>, %arg1: index, %arg2: i64) -> (i64, i64) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = scf.index_switch %arg1 -> i64
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:    %2 = memref.load %arg0[%c0] : memref<3xi64>
// CHECK-NEXT:    memref.store %arg2, %arg0[%c0] : memref<3xi64>
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    case 5 {
// CHECK-NEXT:    scf.yield %arg2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:    %2 = arith.muli %arg2, %arg2 : i64
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addi %arg2, %0 : i64
// CHECK-NEXT:    return %arg2, %1 : i64, i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @dead(%arg0: memref<3xi64>, %arg1: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// OUT: 849448
