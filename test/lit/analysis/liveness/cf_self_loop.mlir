// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A block that branches to itself, and a value defined before the loop
// that is only read after it.
func.func @spin(%x: i32, %limit: i32) -> i32 {
  %late = arith.addi %x, %x : i32
  cf.br ^loop(%x : i32)
^loop(%v: i32):
  %v2 = arith.muli %v, %v : i32
  %stop = arith.cmpi sgt, %v2, %limit : i32
  cf.cond_br %stop, ^out, ^loop(%v2 : i32)
^out:
  %r = arith.addi %late, %v2 : i32
  return %r : i32
}

// CHECK-LABEL: Testing : spin{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg0 : i32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%arg0 : i32){{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %1, %1 : i32{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi sgt, %2, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb2, ^bb1(%2 : i32){{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %2 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg0 : i32 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%arg0 : i32) [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg1@0 val_2 val_4{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %1, %1 : i32{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi sgt, %2, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb2, ^bb1(%2 : i32){{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %2 : i32{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi sgt, %2, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb2, ^bb1(%2 : i32){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %1, %1 : i32 [arg1@0 val_2 arg0@1 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi sgt, %2, %arg1 : i32 [arg1@0 val_2 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb2, ^bb1(%2 : i32) [arg1@0 val_2 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: val_2 val_4{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %2 : i32{{ *$}}
// CHECK-NEXT: //     func.return %4 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %2 : i32 [val_2 val_4 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %4 : i32 [val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
