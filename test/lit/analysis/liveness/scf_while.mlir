// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// scf.while: the before region computes the condition, the after region
// the next iteration; a bound from above is read in the before region.
func.func @count_up(%start: i32, %bound: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = scf.while (%x = %start) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %bound : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: Testing : count_up{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32{{ *$}}
// CHECK-NEXT: //     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.cmpi slt, %arg2, %arg1 : i32{{ *$}}
// CHECK-NEXT:   scf.condition(%1) %arg2 : i32{{ *$}}
// CHECK-NEXT: } do {{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.cmpi slt, %arg2, %arg1 : i32{{ *$}}
// CHECK-NEXT:   scf.condition(%1) %arg2 : i32{{ *$}}
// CHECK-NEXT: } do {{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.cmpi slt, %arg2, %arg1 : i32{{ *$}}
// CHECK-NEXT:   scf.condition(%1) %arg2 : i32{{ *$}}
// CHECK-NEXT: } do {{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32 [val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %arg2, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     scf.condition(%1) %arg2 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %arg2, %arg1 : i32 [arg1@0 arg0@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.condition(%1) %arg2 : i32 [arg0@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_7 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT: //     scf.yield %1 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %arg2, %c1_i32 : i32 [val_2 arg0@2 val_7 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %1 : i32 [val_7 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
