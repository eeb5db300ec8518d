// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// scf.while whose after region contains a multi-block execute_region, all
// inside a cf loop.
func.func @layered(%n: i32, %m: memref<i32>) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  cf.br ^loop(%zero : i32)
^loop(%k: i32):
  %w = scf.while (%x = %k) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = scf.execute_region -> i32 {
      %q = arith.addi %y, %one : i32
      cf.br ^fin(%q : i32)
    ^fin(%f: i32):
      memref.store %f, %m[] : memref<i32>
      scf.yield %f : i32
    }
    scf.yield %z : i32
  }
  %again = arith.cmpi slt, %w, %n : i32
  cf.cond_br %again, ^loop(%w : i32), ^end
^end:
  return
}

// CHECK-LABEL: Testing : layered{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32{{ *$}}
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32 : i32){{ *$}}
// CHECK-NEXT: //     %1 = scf.while (%arg2 = %0) : (i32) -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg2, %arg0 : i32{{ *$}}
// CHECK-NEXT:   scf.condition(%3) %arg2 : i32{{ *$}}
// CHECK-NEXT: } do {{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %3 = scf.execute_region -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:     %4 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:     cf.br ^bb1(%4 : i32){{ *$}}
// CHECK-NEXT:   ^bb1(%5: i32):  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     memref.store %5, %arg1[] : memref<i32>{{ *$}}
// CHECK-NEXT:     scf.yield %5 : i32{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT:   scf.yield %3 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %2 = arith.cmpi slt, %1, %arg0 : i32{{ *$}}
// CHECK-NEXT: //     cf.cond_br %2, ^bb1(%1 : i32), ^bb2{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32 : i32){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32 [arg0@0 arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32 : i32) [arg0@0 arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = scf.while (%arg2 = %0) : (i32) -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg2, %arg0 : i32{{ *$}}
// CHECK-NEXT:   scf.condition(%3) %arg2 : i32{{ *$}}
// CHECK-NEXT: } do {{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %3 = scf.execute_region -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:     %4 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:     cf.br ^bb1(%4 : i32){{ *$}}
// CHECK-NEXT:   ^bb1(%5: i32):  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     memref.store %5, %arg1[] : memref<i32>{{ *$}}
// CHECK-NEXT:     scf.yield %5 : i32{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT:   scf.yield %3 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %2 = arith.cmpi slt, %1, %arg0 : i32{{ *$}}
// CHECK-NEXT: //     cf.cond_br %2, ^bb1(%1 : i32), ^bb2{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.cmpi slt, %1, %arg0 : i32{{ *$}}
// CHECK-NEXT: //     cf.cond_br %2, ^bb1(%1 : i32), ^bb2{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = scf.while (%arg2 = %0) : (i32) -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg2, %arg0 : i32{{ *$}}
// CHECK-NEXT:   scf.condition(%3) %arg2 : i32{{ *$}}
// CHECK-NEXT: } do {{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %3 = scf.execute_region -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:     %4 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:     cf.br ^bb1(%4 : i32){{ *$}}
// CHECK-NEXT:   ^bb1(%5: i32):  // pred: ^bb0{{ *$}}
// CHECK-NEXT:     memref.store %5, %arg1[] : memref<i32>{{ *$}}
// CHECK-NEXT:     scf.yield %5 : i32{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT:   scf.yield %3 : i32{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 val_2 arg0@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     %2 = arith.cmpi slt, %1, %arg0 : i32 [arg0@0 arg1@0 val_2 val_5 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.cond_br %2, ^bb1(%1 : i32), ^bb2 [arg0@0 arg1@0 val_2 val_5 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_8 :{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi slt, %arg2, %arg0 : i32{{ *$}}
// CHECK-NEXT: //     scf.condition(%3) %arg2 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi slt, %arg2, %arg0 : i32 [arg0@0 arg0@2 val_8 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.condition(%3) %arg2 : i32 [arg0@2 val_8 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_10 :{{ *$}}
// CHECK-NEXT: //     %3 = scf.execute_region -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %4 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:   cf.br ^bb1(%4 : i32){{ *$}}
// CHECK-NEXT: ^bb1(%5: i32):  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   memref.store %5, %arg1[] : memref<i32>{{ *$}}
// CHECK-NEXT:   scf.yield %5 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     scf.yield %3 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %3 = scf.execute_region -> i32 {{[{]}}{{ *$}}
// CHECK-NEXT:   %4 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT:   cf.br ^bb1(%4 : i32){{ *$}}
// CHECK-NEXT: ^bb1(%5: i32):  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   memref.store %5, %arg1[] : memref<i32>{{ *$}}
// CHECK-NEXT:   scf.yield %5 : i32{{ *$}}
// CHECK-NEXT: } [arg1@0 val_2 arg0@3 val_10 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %3 : i32 [val_10 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 4{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 val_2 arg0@3{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg1@0{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_11 :{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %arg2, %c1_i32 : i32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%4 : i32){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %arg2, %c1_i32 : i32 [arg1@0 val_2 arg0@3 val_11 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%4 : i32) [arg1@0 val_11 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 5{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     memref.store %5, %arg1[] : memref<i32> [arg1@0 arg0@5 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %5 : i32 [arg0@5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 6{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
