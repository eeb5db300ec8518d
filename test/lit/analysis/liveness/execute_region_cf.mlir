// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A multi-block region nested in an op: liveness inside the region is
// computed over its own blocks; values from above are live-in there.
func.func @region_cfg(%c: i1, %a: i64, %b: i64) -> i64 {
  %k = arith.constant 10 : i64
  %r = scf.execute_region -> i64 {
    cf.cond_br %c, ^x, ^y
  ^x:
    %s = arith.addi %a, %k : i64
    scf.yield %s : i64
  ^y:
    cf.br ^z(%b : i64)
  ^z(%w: i64):
    %t = arith.muli %w, %k : i64
    scf.yield %t : i64
  }
  %u = arith.addi %r, %a : i64
  return %u : i64
}

// CHECK-LABEL: Testing : region_cfg{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c10_i64 = arith.constant 10 : i64{{ *$}}
// CHECK-NEXT: //     %0 = scf.execute_region -> i64 {{[{]}}{{ *$}}
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2{{ *$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   %2 = arith.addi %arg1, %c10_i64 : i64{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i64{{ *$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   cf.br ^bb3(%arg2 : i64){{ *$}}
// CHECK-NEXT: ^bb3(%3: i64):  // pred: ^bb2{{ *$}}
// CHECK-NEXT:   %4 = arith.muli %3, %c10_i64 : i64{{ *$}}
// CHECK-NEXT:   scf.yield %4 : i64{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %arg1, %c10_i64 : i64{{ *$}}
// CHECK-NEXT: //     %4 = arith.muli %3, %c10_i64 : i64{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %0 = scf.execute_region -> i64 {{[{]}}{{ *$}}
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2{{ *$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   %2 = arith.addi %arg1, %c10_i64 : i64{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i64{{ *$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   cf.br ^bb3(%arg2 : i64){{ *$}}
// CHECK-NEXT: ^bb3(%3: i64):  // pred: ^bb2{{ *$}}
// CHECK-NEXT:   %4 = arith.muli %3, %c10_i64 : i64{{ *$}}
// CHECK-NEXT:   scf.yield %4 : i64{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg1 : i64{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg1 : i64{{ *$}}
// CHECK-NEXT: //     func.return %1 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c10_i64 = arith.constant 10 : i64 [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %0 = scf.execute_region -> i64 {{[{]}}{{ *$}}
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2{{ *$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   %2 = arith.addi %arg1, %c10_i64 : i64{{ *$}}
// CHECK-NEXT:   scf.yield %2 : i64{{ *$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb0{{ *$}}
// CHECK-NEXT:   cf.br ^bb3(%arg2 : i64){{ *$}}
// CHECK-NEXT: ^bb3(%3: i64):  // pred: ^bb2{{ *$}}
// CHECK-NEXT:   %4 = arith.muli %3, %c10_i64 : i64{{ *$}}
// CHECK-NEXT:   scf.yield %4 : i64{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg1 : i64 [arg1@0 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %1 : i64 [val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 arg2@0 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg1@0 arg2@0 val_3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb1, ^bb2 [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %arg1, %c10_i64 : i64{{ *$}}
// CHECK-NEXT: //     scf.yield %2 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %arg1, %c10_i64 : i64 [arg1@0 val_3 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %2 : i64 [val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg2@0 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut: val_3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%arg2 : i64) [arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 4{{ *$}}
// CHECK-NEXT: // --- LiveIn: val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_8 :{{ *$}}
// CHECK-NEXT: //     %4 = arith.muli %3, %c10_i64 : i64{{ *$}}
// CHECK-NEXT: //     scf.yield %4 : i64{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %4 = arith.muli %3, %c10_i64 : i64 [val_3 arg0@4 val_8 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %4 : i64 [val_8 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
