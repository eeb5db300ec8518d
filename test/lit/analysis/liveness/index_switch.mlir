// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// scf.index_switch with several case regions reading different values.
func.func @cases(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  case 1 {
    scf.yield %b : i32
  }
  default {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: Testing : cases{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %0 = scf.index_switch %arg0 -> i32{{ *$}}
// CHECK-NEXT: case 0 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: case 1 {{[{]}}{{ *$}}
// CHECK-NEXT:   scf.yield %arg2 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: default {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.muli %arg1, %arg2 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = scf.index_switch %arg0 -> i32{{ *$}}
// CHECK-NEXT: case 0 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: case 1 {{[{]}}{{ *$}}
// CHECK-NEXT:   scf.yield %arg2 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: default {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.muli %arg1, %arg2 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32 [val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 arg2@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg1, %arg2 : i32{{ *$}}
// CHECK-NEXT: //     scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %arg1, %arg2 : i32 [arg1@0 arg2@0 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %1 : i32 [val_4 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %arg1, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %arg1, %arg1 : i32 [arg1@0 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %1 : i32 [val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg2@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     scf.yield %arg2 : i32 [arg2@0 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
