// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Two loops nested through back edges only; the outer index is live in
// every inner block.
func.func @nested(%n: index, %m: index, %buf: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %oc = arith.cmpi slt, %i, %n : index
  cf.cond_br %oc, ^inner_pre, ^done
^inner_pre:
  cf.br ^inner(%c0 : index)
^inner(%j: index):
  %ic = arith.cmpi slt, %j, %m : index
  cf.cond_br %ic, ^inner_body, ^outer_latch
^inner_body:
  memref.store %f, %buf[%i, %j] : memref<?x?xf32>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^inner(%j2 : index)
^outer_latch:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^outer(%i2 : index)
^done:
  return
}

// CHECK-LABEL: Testing : nested{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 1.000000e+00 : f32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0 : index){{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb6{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%c0 : index){{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi slt, %2, %arg1 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb4, ^bb5{{ *$}}
// CHECK-NEXT: //     memref.store %cst, %arg2[%0, %2] : memref<?x?xf32>{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %2, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%4 : index){{ *$}}
// CHECK-NEXT: //     %5 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%5 : index){{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 1.000000e+00 : f32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0 : index){{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb6{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%c0 : index){{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi slt, %2, %arg1 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb4, ^bb5{{ *$}}
// CHECK-NEXT: //     memref.store %cst, %arg2[%0, %2] : memref<?x?xf32>{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %2, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%4 : index){{ *$}}
// CHECK-NEXT: //     %5 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%5 : index){{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 1.000000e+00 : f32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0 : index){{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb6{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%c0 : index){{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi slt, %2, %arg1 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb4, ^bb5{{ *$}}
// CHECK-NEXT: //     memref.store %cst, %arg2[%0, %2] : memref<?x?xf32>{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %2, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%4 : index){{ *$}}
// CHECK-NEXT: //     %5 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%5 : index){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 1.000000e+00 : f32 [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0 : index) [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_7 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb6{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 val_7 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb6 [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 val_7 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%c0 : index) [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 arg0@3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_9 :{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi slt, %2, %arg1 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb4, ^bb5{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %3 = arith.cmpi slt, %2, %arg1 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 arg0@3 val_9 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.cond_br %3, ^bb4, ^bb5 [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 arg0@3 val_9 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 4{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 arg0@3{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_10 :{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %2, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%4 : index){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     memref.store %cst, %arg2[%0, %2] : memref<?x?xf32> [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 arg0@3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %2, %c1 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 arg0@3 val_10 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb3(%4 : index) [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 val_10 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 5{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 arg2@0 val_3 val_4 val_5{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_11 :{{ *$}}
// CHECK-NEXT: //     %5 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%5 : index){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %5 = arith.addi %0, %c1 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 val_11 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%5 : index) [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 val_11 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 6{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
