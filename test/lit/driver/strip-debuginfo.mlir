// strip-debuginfo replaces the locations of ops and block arguments with
// loc(unknown).
// RUN: mlbuf-opt %s --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

// CHECK: #[[UNK:.*]] = loc(unknown)
// CHECK: func.func @f(%[[A:.*]]: i32 loc(unknown)) -> i32 {
// CHECK-NEXT: arith.addi %[[A]], %[[A]] : i32 loc(#[[UNK]])
// CHECK-NEXT: return {{.*}} loc(#[[UNK]])
// CHECK-NEXT: } loc(#[[UNK]])
// CHECK-NEXT: } loc(#[[UNK]])
// CHECK-NOT: .c"
func.func @f(%arg0: i32 loc("arg.c":1:2)) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32 loc("add"("x.c":3:4))
  return %0 : i32 loc(fused["a.c":1:1, "b.c":2:2])
} loc(callsite("callee.c":1:1 at "caller.c":2:2))
