// canonicalize options: bottom-up order, disabled region simplification,
// one iteration, disabled patterns; expectations from upstream mlir-opt.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --canonicalize="top-down=false region-simplify=disabled max-iterations=1 disable-patterns=SelectToExtUI" | FileCheck %s

func.func @bottom_up(%x: i32, %c: i1) -> (i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %x : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %2 = arith.select %c, %c1, %c0 : i32
  return %1, %2 : i32, i32
}

// -----

func.func @no_region_simplify(%x: i32) -> i32 {
  cf.br ^bb2
^bb1:
  return %x : i32
^bb2:
  return %x : i32
}

// CHECK-LABEL: func.func @bottom_up(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 7 : i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.muli [[V4:%[a-zA-Z0-9_]+]], [[V2]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.select [[V6:%[a-zA-Z0-9_]+]], [[V1]], [[V0]] : i32
// CHECK-NEXT: return [[V3]], [[V5]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @no_region_simplify(
// CHECK-NEXT: return [[V0:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
