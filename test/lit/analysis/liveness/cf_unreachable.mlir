// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// An unreachable block reading an entry value: liveness still flows back
// from it into its (unreachable) predecessor.
func.func @dead_code(%a: i64) -> i64 {
  %b = arith.addi %a, %a : i64
  return %b : i64
^dead:
  %c = arith.muli %b, %a : i64
  cf.br ^dead2
^dead2:
  %d = arith.addi %c, %b : i64
  return %d : i64
}

// CHECK-LABEL: Testing : dead_code{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 val_1{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_1 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg0 : i64{{ *$}}
// CHECK-NEXT: //     func.return %0 : i64{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %0, %arg0 : i64{{ *$}}
// CHECK-NEXT: //     cf.br ^bb2{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %1, %0 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg0 : i64 [arg0@0 val_1 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %0 : i64 [arg0@0 val_1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 val_1{{ *$}}
// CHECK-NEXT: // --- LiveOut: val_1 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %0, %arg0 : i64{{ *$}}
// CHECK-NEXT: //     cf.br ^bb2{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %1, %0 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %0, %arg0 : i64 [arg0@0 val_1 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb2 [val_1 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: val_1 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %1, %0 : i64{{ *$}}
// CHECK-NEXT: //     func.return %2 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %1, %0 : i64 [val_1 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %2 : i64 [val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
