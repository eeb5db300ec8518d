// CSE: pure ops, reads without writes in between, nested and isolated
// regions, dominance; expectations from upstream mlir-opt --cse.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --cse | FileCheck %s

func.func @pure(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  %3 = arith.addi %a, %c1b : i32
  %4 = arith.addi %a, %c1 : i32
  %5 = arith.muli %a, %b : i32
  return %0, %1, %2, %4 : i32, i32, i32, i32
}

// -----

func.func @attrs(%a: i32, %b: i32) -> (i32, i32, i1, i1) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sgt, %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i1, i1
}

// -----

func.func @reads(%m: memref<4xi32>, %v: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %0 = memref.load %m[%c0] : memref<4xi32>
  %1 = memref.load %m[%c0] : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %2 = memref.load %m[%c0] : memref<4xi32>
  %3 = memref.load %m[%c0] : memref<4xi32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @allocs() -> (memref<4xi32>, memref<4xi32>) {
  %0 = memref.alloc() : memref<4xi32>
  %1 = memref.alloc() : memref<4xi32>
  %2 = memref.alloc() : memref<4xi32>
  return %0, %1 : memref<4xi32>, memref<4xi32>
}

// -----

func.func @nested(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %1 : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.muli %0, %0 : i32
    scf.yield %3 : i32
  }
  %4 = arith.muli %0, %0 : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}

// -----

func.func @isolated(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  "test.isolated"() ({
    %c1b = arith.constant 1 : i32
    %c1c = arith.constant 1 : i32
    "test.use"(%c1b, %c1c) : (i32, i32) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return %c1 : i32
}

// -----

func.func @dominance(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %a, %a : i32
  cf.br ^bb3(%3 : i32)
^bb3(%r: i32):
  %4 = arith.muli %a, %a : i32
  %5 = arith.addi %r, %4 : i32
  %6 = arith.addi %5, %0 : i32
  return %6 : i32
}

// -----

func.func @regions_equal(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %1 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @pure(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.addi [[V2:%[a-zA-Z0-9_]+]], [[V3:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.addi [[V2]], [[V0]] : i32
// CHECK-NEXT: return [[V1]], [[V1]], [[V1]], [[V4]] : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @attrs(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.addi [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]] overflow<nsw> : i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V2]] : i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.cmpi slt, [[V1]], [[V2]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.cmpi sgt, [[V1]], [[V2]] : i32
// CHECK-NEXT: return [[V0]], [[V3]], [[V4]], [[V5]] : i32, i32, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @reads(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = memref.load [[V2:%[a-zA-Z0-9_]+]][[[V0]]] : memref<4xi32>
// CHECK-NEXT: memref.store [[V3:%[a-zA-Z0-9_]+]], [[V2]][[[V0]]] : memref<4xi32>
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = memref.load [[V2]][[[V0]]] : memref<4xi32>
// CHECK-NEXT: return [[V1]], [[V1]], [[V4]], [[V4]] : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @allocs(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT: return [[V0]], [[V1]] : memref<4xi32>, memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.addi [[V1:%[a-zA-Z0-9_]+]], [[V1]] : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = scf.if [[V3:%[a-zA-Z0-9_]+]] -> (i32) {
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.muli [[V0]], [[V0]] : i32
// CHECK-NEXT: scf.yield [[V4]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: [[V4]] = arith.muli [[V0]], [[V0]] : i32
// CHECK-NEXT: scf.yield [[V4]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.muli [[V0]], [[V0]] : i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.addi [[V2]], [[V5]] : i32
// CHECK-NEXT: return [[V6]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @isolated(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: "test.isolated"() ({
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: "test.use"([[V1]], [[V1]]) : (i32, i32) -> ()
// CHECK-NEXT: "test.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return [[V0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @dominance(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.addi [[V1:%[a-zA-Z0-9_]+]], [[V1]] : i32
// CHECK-NEXT: cf.cond_br [[V2:%[a-zA-Z0-9_]+]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.muli [[V1]], [[V1]] : i32
// CHECK-NEXT: cf.br ^bb3([[V3]] : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.muli [[V1]], [[V1]] : i32
// CHECK-NEXT: cf.br ^bb3([[V4]] : i32)
// CHECK-NEXT: ^bb3([[V5:%[a-zA-Z0-9_]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.muli [[V1]], [[V1]] : i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = arith.addi [[V5]], [[V6]] : i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = arith.addi [[V7]], [[V0]] : i32
// CHECK-NEXT: return [[V8]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @regions_equal(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = scf.if [[V1:%[a-zA-Z0-9_]+]] -> (i32) {
// CHECK-NEXT: scf.yield [[V2:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V2]], [[V2]] : i32
// CHECK-NEXT: scf.yield [[V3]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return [[V0]], [[V0]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
