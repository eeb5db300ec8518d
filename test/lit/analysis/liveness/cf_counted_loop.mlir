// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A counted loop through a back edge: the bound and step stay live around
// the whole loop, the accumulator is carried in block arguments.
func.func @sum_to(%n: index) -> index {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  cf.br ^header(%zero, %zero : index, index)
^header(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %one : index
  cf.br ^header(%i2, %acc2 : index, index)
^exit:
  return %acc : index
}

// CHECK-LABEL: Testing : sum_to{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_1 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0, %c0 : index, index){{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0, %c0 : index, index){{ *$}}
// CHECK-NEXT: //     %2 = arith.cmpi sge, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %2, ^bb3, ^bb2{{ *$}}
// CHECK-NEXT: //     %3 = arith.addi %1, %0 : index{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%4, %3 : index, index){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 val_1 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index [arg0@0 val_1 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0, %c0 : index, index) [arg0@0 val_1 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 val_2 arg0@1 arg1@1{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.cmpi sge, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %2, ^bb3, ^bb2{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.cmpi sge, %0, %arg0 : index [arg0@0 val_2 arg0@1 arg1@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.cond_br %2, ^bb3, ^bb2 [arg0@0 val_2 arg0@1 arg1@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 val_2 arg0@1 arg1@1{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %3 = arith.addi %1, %0 : index{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%4, %3 : index, index){{ *$}}
// CHECK-NEXT: // val_7 :{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%4, %3 : index, index){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %3 = arith.addi %1, %0 : index [arg0@0 val_2 arg0@1 arg1@1 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     %4 = arith.addi %0, %c1 : index [arg0@0 val_2 arg0@1 val_6 val_7 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%4, %3 : index, index) [arg0@0 val_2 val_6 val_7 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@1{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     func.return %1 : index [arg1@1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
