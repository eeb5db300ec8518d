// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Dead values and unused arguments: each is live only where it is defined.
func.func @dead(%unused: i32, %used: i32) -> i32 {
  %d0 = arith.addi %used, %used : i32
  %d1 = arith.muli %used, %used : i32
  %keep = arith.subi %used, %used : i32
  cf.br ^b(%d0 : i32)
^b(%ignored: i32):
  return %keep : i32
}

// CHECK-LABEL: Testing : dead{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: val_4{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     %2 = arith.subi %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%0 : i32){{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.subi %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%0 : i32){{ *$}}
// CHECK-NEXT: //     func.return %2 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg1, %arg1 : i32 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg1, %arg1 : i32 [arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %2 = arith.subi %arg1, %arg1 : i32 [arg1@0 val_2 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%0 : i32) [val_2 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: val_4{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     func.return %2 : i32 [val_4 arg0@1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
