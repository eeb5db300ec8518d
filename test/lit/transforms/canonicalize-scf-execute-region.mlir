// scf.execute_region: a single-block region is inlined wherever it is, a
// multi-block one only into a function or another execute_region; `no_inline`
// keeps the op. Results yielded from outside are forwarded, unused results
// dropped. Expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

func.func @single(%m: memref<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %e = scf.execute_region -> i64 {
      %v = memref.load %m[%i] : memref<4xi64>
      %w = arith.addi %v, %v : i64
      scf.yield %w : i64
    }
    memref.store %e, %m[%i] : memref<4xi64>
  }
  %r = scf.execute_region -> i64 {
    %v = memref.load %m[%c1] : memref<4xi64>
    scf.yield %v : i64
  }
  return %r : i64
}

func.func @kept(%m: memref<4xi64>, %x: i64) -> (i64, i64) {
  %c2 = arith.constant 2 : index
  %r:3 = scf.execute_region -> (i64, i64, i64) no_inline {
    %v = memref.load %m[%c2] : memref<4xi64>
    %w = arith.muli %v, %x : i64
    memref.store %w, %m[%c2] : memref<4xi64>
    scf.yield %v, %x, %w : i64, i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @multi(%c: i1, %m: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %e = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %v = memref.load %m[%c3] : memref<4xi64>
    scf.yield %v : i64
  ^bb2:
    %w = memref.load %m[%c0] : memref<4xi64>
    scf.yield %w : i64
  }
  %s = arith.addi %e, %e : i64
  return %s : i64
}

func.func @multi_in_if(%c: i1, %d: i1, %m: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = scf.if %c -> i64 {
    %e = scf.execute_region -> i64 {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      %v = memref.load %m[%c3] : memref<4xi64>
      scf.yield %v : i64
    ^bb2:
      %w = memref.load %m[%c0] : memref<4xi64>
      scf.yield %w : i64
    }
    scf.yield %e : i64
  } else {
    %z = arith.constant 0 : i64
    scf.yield %z : i64
  }
  return %r : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  %f = arith.constant false
  %m = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<4xi64>
  }
  %a = func.call @single(%m, %c4) : (memref<4xi64>, index) -> i64
  %seven = arith.constant 7 : i64
  %b:2 = func.call @kept(%m, %seven) : (memref<4xi64>, i64) -> (i64, i64)
  %c = func.call @multi(%t, %m) : (i1, memref<4xi64>) -> i64
  %d = func.call @multi_in_if(%t, %f, %m) : (i1, i1, memref<4xi64>) -> i64
  %s1 = arith.addi %a, %b#0 : i64
  %s2 = arith.addi %s1, %b#1 : i64
  %s3 = arith.addi %s2, %c : i64
  %s4 = arith.addi %s3, %d : i64
  memref.dealloc %m : memref<4xi64>
  return %s4 : i64
}

// CHECK-LABEL: func.func @single(%arg0: memref<4xi64>, %arg1: index) -> i64 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:    %1 = memref.load %arg0[%arg2] : memref<4xi64>
// CHECK-NEXT:    %2 = arith.addi %1, %1 : i64
// CHECK-NEXT:    memref.store %2, %arg0[%arg2] : memref<4xi64>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = memref.load %arg0[%c1] : memref<4xi64>
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @kept(%arg0: memref<4xi64>, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %0 = scf.execute_region -> i64 no_inline {
// CHECK-NEXT:    %1 = memref.load %arg0[%c2] : memref<4xi64>
// CHECK-NEXT:    %2 = arith.muli %1, %arg1 : i64
// CHECK-NEXT:    memref.store %2, %arg0[%c2] : memref<4xi64>
// CHECK-NEXT:    scf.yield %1 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %arg1 : i64, i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @multi(%arg0: i1, %arg1: memref<4xi64>) -> i64 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = memref.load %arg1[%c3] : memref<4xi64>
// CHECK-NEXT:    cf.br ^bb3(%0 : i64)
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = memref.load %arg1[%c0] : memref<4xi64>
// CHECK-NEXT:    cf.br ^bb3(%1 : i64)
// CHECK-NEXT:    ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    %3 = arith.addi %2, %2 : i64
// CHECK-NEXT:    return %3 : i64
// CHECK-NEXT:  }

// CHECK-LABEL: func.func @multi_in_if(%arg0: i1, %arg1: i1, %arg2: memref<4xi64>) -> i64 {
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:    %1 = scf.execute_region -> i64 {
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %2 = memref.load %arg2[%c3] : memref<4xi64>
// CHECK-NEXT:    scf.yield %2 : i64
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %3 = memref.load %arg2[%c0] : memref<4xi64>
// CHECK-NEXT:    scf.yield %3 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.yield %1 : i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %c0_i64 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }

// OUT: 25
