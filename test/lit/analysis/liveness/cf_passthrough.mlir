// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A value defined in the entry block that crosses a chain of blocks
// without being read until the last one.
func.func @chain(%p: i1, %x: i8) -> i8 {
  %y = arith.addi %x, %x : i8
  cf.br ^a
^a:
  cf.br ^b
^b:
  cf.cond_br %p, ^c, ^a
^c:
  %z = arith.muli %y, %x : i8
  return %z : i8
}

// CHECK-LABEL: Testing : chain{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg1, %arg1 : i8{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1{{ *$}}
// CHECK-NEXT: //     cf.br ^bb2{{ *$}}
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb3, ^bb1{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %0, %arg1 : i8{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg1, %arg1 : i8 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     cf.br ^bb2 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb3, ^bb1 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %0, %arg1 : i8{{ *$}}
// CHECK-NEXT: //     func.return %1 : i8{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.muli %0, %arg1 : i8 [arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %1 : i8 [val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
