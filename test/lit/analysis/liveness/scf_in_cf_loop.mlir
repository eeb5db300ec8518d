// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A structured loop inside an unstructured one: the scf.for reads the cf
// loop's block argument and a value from the entry block.
func.func @mixed(%n: index, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  scf.for %j = %c0 to %i step %c1 {
    %s = arith.addi %i, %j : index
    memref.store %s, %buf[%j] : memref<?xindex>
  }
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}

// CHECK-LABEL: Testing : mixed{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2 val_3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0 : index){{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb3{{ *$}}
// CHECK-NEXT: //     scf.for %arg2 = %c0 to %0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   %3 = arith.addi %0, %arg2 : index{{ *$}}
// CHECK-NEXT:   memref.store %3, %arg1[%arg2] : memref<?xindex>{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%2 : index){{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0 : index){{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb3{{ *$}}
// CHECK-NEXT: //     scf.for %arg2 = %c0 to %0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   %3 = arith.addi %0, %arg2 : index{{ *$}}
// CHECK-NEXT:   memref.store %3, %arg1[%arg2] : memref<?xindex>{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%2 : index){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index [arg0@0 arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%c0 : index) [arg0@0 arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 val_2 val_3{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2 val_3 arg0@1{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb3{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.cmpi slt, %0, %arg0 : index [arg0@0 arg1@0 val_2 val_3 arg0@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.cond_br %1, ^bb2, ^bb3 [arg0@0 arg1@0 val_2 val_3 arg0@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 val_2 val_3 arg0@1{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2 val_3{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %0, %c1 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%2 : index){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     scf.for %arg2 = %c0 to %0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   %3 = arith.addi %0, %arg2 : index{{ *$}}
// CHECK-NEXT:   memref.store %3, %arg1[%arg2] : memref<?xindex>{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 val_2 val_3 arg0@1 {{.}}]{{ *$}}
// CHECK-NEXT: //     %2 = arith.addi %0, %c1 : index [arg0@0 arg1@0 val_2 val_3 arg0@1 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%2 : index) [arg0@0 arg1@0 val_2 val_3 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 arg0@1{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_8 :{{ *$}}
// CHECK-NEXT: //     %3 = arith.addi %0, %arg2 : index{{ *$}}
// CHECK-NEXT: //     memref.store %3, %arg1[%arg2] : memref<?xindex>{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %3 = arith.addi %0, %arg2 : index [arg1@0 arg0@1 arg0@3 val_8 {{.}}]{{ *$}}
// CHECK-NEXT: //     memref.store %3, %arg1[%arg2] : memref<?xindex> [arg1@0 arg0@3 val_8 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 4{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
