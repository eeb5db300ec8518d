// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A diamond: both arms read the argument, the join receives a block
// argument and also reads a value from the entry block.
func.func @diamond(%c: i1, %a: i64, %b: i64) -> i64 {
  %k = arith.constant 7 : i64
  cf.cond_br %c, ^left, ^right
^left:
  %l = arith.addi %a, %k : i64
  cf.br ^join(%l : i64)
^right:
  %r = arith.muli %b, %b : i64
  cf.br ^join(%r : i64)
^join(%j: i64):
  %s = arith.subi %j, %k : i64
  return %s : i64
}

// CHECK-LABEL: Testing : diamond{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg1@0 arg2@0 val_3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c7_i64 = arith.constant 7 : i64{{ *$}}
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb1, ^bb2{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg1, %c7_i64 : i64{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%0 : i64){{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg2, %arg2 : i64{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%1 : i64){{ *$}}
// CHECK-NEXT: //     %3 = arith.subi %2, %c7_i64 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c7_i64 = arith.constant 7 : i64 [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb1, ^bb2 [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut: val_3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg1, %c7_i64 : i64{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%0 : i64){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg1, %c7_i64 : i64 [arg1@0 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%0 : i64) [val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg2@0 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut: val_3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg2, %arg2 : i64{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%1 : i64){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg2, %arg2 : i64 [arg2@0 val_3 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%1 : i64) [val_3 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_7 :{{ *$}}
// CHECK-NEXT: //     %3 = arith.subi %2, %c7_i64 : i64{{ *$}}
// CHECK-NEXT: //     func.return %3 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %3 = arith.subi %2, %c7_i64 : i64 [val_3 arg0@3 val_7 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %3 : i64 [val_7 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
