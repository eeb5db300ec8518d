// --no-implicit-module: the single top-level op is the root, whatever its
// kind; zero or several top-level ops are an error (as mlir-opt).
// RUN: not mlbuf-opt %s --no-implicit-module --split-input-file --pass-pipeline='func.func(canonicalize)' 2>/dev/null | FileCheck %s
// RUN: not mlbuf-opt %s --no-implicit-module --split-input-file --pass-pipeline='func.func(canonicalize)' 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK:      func.func @single() -> i32 {
// CHECK-NEXT:   %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:   return %[[C]] : i32
// CHECK-NEXT: }
func.func @single() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// -----

// ERR: no-implicit-module.mlir:[[# @LINE - 2]]:9: error: source must contain a single top-level operation, found: 2
func.func @one() {
  return
}
func.func @two() {
  return
}
