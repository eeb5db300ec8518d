// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// scf.if with results and both branches; one value is only read in the
// else region.
func.func @select_like(%c: i1, %a: i32, %b: i32) -> i32 {
  %k = arith.constant 3 : i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %a, %k : i32
    scf.yield %t : i32
  } else {
    %e = arith.muli %b, %k : i32
    scf.yield %e : i32
  }
  %out = arith.addi %r, %a : i32
  return %out : i32
}

// CHECK-LABEL: Testing : select_like{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c3_i32 = arith.constant 3 : i32{{ *$}}
// CHECK-NEXT: //     %0 = scf.if %arg0 -> (i32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addi %arg1, %c3_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: } else {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.muli %arg2, %c3_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %arg1, %c3_i32 : i32{{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %arg2, %c3_i32 : i32{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %0 = scf.if %arg0 -> (i32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addi %arg1, %c3_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: } else {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.muli %arg2, %c3_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg1 : i32{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg1 : i32{{ *$}}
// CHECK-NEXT: //     func.return %1 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c3_i32 = arith.constant 3 : i32 [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %0 = scf.if %arg0 -> (i32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addi %arg1, %c3_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: } else {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.muli %arg2, %c3_i32 : i32{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg1 : i32 [arg1@0 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %1 : i32 [val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %arg1, %c3_i32 : i32{{ *$}}
// CHECK-NEXT: //     scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %arg1, %c3_i32 : i32 [arg1@0 val_3 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %2 : i32 [val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg2@0 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_7 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %arg2, %c3_i32 : i32{{ *$}}
// CHECK-NEXT: //     scf.yield %2 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %arg2, %c3_i32 : i32 [arg2@0 val_3 val_7 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %2 : i32 [val_7 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
