// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Ops with several results: every result gets its own interval.
func.func @two_results(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %x) -> (f32, f32) {
    %s = arith.addf %p, %q : f32
    scf.yield %s, %p : f32, f32
  }
  %sum = arith.addf %r#0, %r#1 : f32
  return %sum, %r#1 : f32, f32
}

// CHECK-LABEL: Testing : two_results{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %0:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addf %arg3, %arg4 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %2, %arg3 : f32, f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %0:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addf %arg3, %arg4 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %2, %arg3 : f32, f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %0:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addf %arg3, %arg4 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %2, %arg3 : f32, f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %1 = arith.addf %0#0, %0#1 : f32// val_5 :{{ *$}}
// CHECK-NEXT: //     %0:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addf %arg3, %arg4 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %2, %arg3 : f32, f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %1 = arith.addf %0#0, %0#1 : f32{{ *$}}
// CHECK-NEXT: //     func.return %1, %0#1 : f32, f32{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.addf %0#0, %0#1 : f32{{ *$}}
// CHECK-NEXT: //     func.return %1, %0#1 : f32, f32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index [arg0@0 arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %0:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %2 = arith.addf %arg3, %arg4 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %2, %arg3 : f32, f32{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 val_2 val_3 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     %1 = arith.addf %0#0, %0#1 : f32 [val_4 val_5 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %1, %0#1 : f32, f32 [val_5 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_10 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.addf %arg3, %arg4 : f32{{ *$}}
// CHECK-NEXT: //     scf.yield %2, %arg3 : f32, f32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.addf %arg3, %arg4 : f32 [arg0@1 arg1@1 arg2@1 val_10 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %2, %arg3 : f32, f32 [arg1@1 val_10 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
