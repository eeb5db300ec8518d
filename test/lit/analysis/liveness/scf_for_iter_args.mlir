// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// scf.for with loop-carried values: values from above are live-in at the
// body block and live across the loop op in the entry block.
func.func @dot(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  }
  return %res : f32
}

// CHECK-LABEL: Testing : dot{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 0.000000e+00 : f32{{ *$}}
// CHECK-NEXT: //     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %cst) -> (f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = memref.load %arg0[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %2 = memref.load %arg1[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT:   %4 = arith.addf %arg4, %3 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %4 : f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 0.000000e+00 : f32{{ *$}}
// CHECK-NEXT: //     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %cst) -> (f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = memref.load %arg0[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %2 = memref.load %arg1[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT:   %4 = arith.addf %arg4, %3 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %4 : f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 0.000000e+00 : f32{{ *$}}
// CHECK-NEXT: //     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %cst) -> (f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = memref.load %arg0[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %2 = memref.load %arg1[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT:   %4 = arith.addf %arg4, %3 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %4 : f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %cst) -> (f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = memref.load %arg0[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %2 = memref.load %arg1[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT:   %4 = arith.addf %arg4, %3 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %4 : f32{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     func.return %0 : f32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 0.000000e+00 : f32 [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %cst) -> (f32) {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = memref.load %arg0[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %2 = memref.load %arg1[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT:   %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT:   %4 = arith.addf %arg4, %3 : f32{{ *$}}
// CHECK-NEXT:   scf.yield %4 : f32{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %0 : f32 [val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_9 :{{ *$}}
// CHECK-NEXT: //     %1 = memref.load %arg0[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT: //     %2 = memref.load %arg1[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT: //     %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT: // val_10 :{{ *$}}
// CHECK-NEXT: //     %2 = memref.load %arg1[%arg3] : memref<?xf32>{{ *$}}
// CHECK-NEXT: //     %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT: // val_11 :{{ *$}}
// CHECK-NEXT: //     %3 = arith.mulf %1, %2 : f32{{ *$}}
// CHECK-NEXT: //     %4 = arith.addf %arg4, %3 : f32{{ *$}}
// CHECK-NEXT: // val_12 :{{ *$}}
// CHECK-NEXT: //     %4 = arith.addf %arg4, %3 : f32{{ *$}}
// CHECK-NEXT: //     scf.yield %4 : f32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = memref.load %arg0[%arg3] : memref<?xf32> [arg0@0 arg1@0 arg0@1 arg1@1 val_9 {{.}}]{{ *$}}
// CHECK-NEXT: //     %2 = memref.load %arg1[%arg3] : memref<?xf32> [arg1@0 arg0@1 arg1@1 val_9 val_10 {{.}}]{{ *$}}
// CHECK-NEXT: //     %3 = arith.mulf %1, %2 : f32 [arg1@1 val_9 val_10 val_11 {{.}}]{{ *$}}
// CHECK-NEXT: //     %4 = arith.addf %arg4, %3 : f32 [arg1@1 val_11 val_12 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.yield %4 : f32 [val_12 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
