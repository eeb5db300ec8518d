// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Regions three levels deep: a value from the function entry is read in
// the innermost body, so it is live-in at every enclosing body block.
func.func @deep(%n: index, %c: i1, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %base = arith.addi %n, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      scf.for %j = %c0 to %i step %c1 {
        %v = arith.addi %base, %j : index
        memref.store %v, %buf[%j] : memref<?xindex>
      }
    }
  }
  return
}

// CHECK-LABEL: Testing : deep{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %c1 : index{{ *$}}
// CHECK-NEXT: //     scf.for %arg3 = %c0 to %arg0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   scf.if %arg1 {{[{]}}{{ *$}}
// CHECK-NEXT:     scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:       %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:       memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT:     }{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:   memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %c1 : index{{ *$}}
// CHECK-NEXT: //     scf.for %arg3 = %c0 to %arg0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   scf.if %arg1 {{[{]}}{{ *$}}
// CHECK-NEXT:     scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:       %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:       memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT:     }{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:   memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %c1 : index{{ *$}}
// CHECK-NEXT: //     scf.for %arg3 = %c0 to %arg0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   scf.if %arg1 {{[{]}}{{ *$}}
// CHECK-NEXT:     scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:       %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:       memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT:     }{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: }{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c1 = arith.constant 1 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %c1 : index [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     scf.for %arg3 = %c0 to %arg0 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   scf.if %arg1 {{[{]}}{{ *$}}
// CHECK-NEXT:     scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:       %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:       memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT:     }{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg1@0 arg2@0 val_3 val_4 val_5{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     scf.if %arg1 {{[{]}}{{ *$}}
// CHECK-NEXT:   scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:     %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:     memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT:   }{{ *$}}
// CHECK-NEXT: } [arg1@0 arg2@0 val_3 val_4 val_5 arg0@1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg2@0 val_3 val_4 val_5 arg0@1{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     scf.for %arg4 = %c0 to %arg3 step %c1 {{[{]}}{{ *$}}
// CHECK-NEXT:   %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT:   memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT: } [arg2@0 val_3 val_4 val_5 arg0@1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 3{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg2@0 val_5{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_8 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg4 : index{{ *$}}
// CHECK-NEXT: //     memref.store %1, %arg2[%arg4] : memref<?xindex>{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.addi %0, %arg4 : index [arg2@0 val_5 arg0@3 val_8 {{.}}]{{ *$}}
// CHECK-NEXT: //     memref.store %1, %arg2[%arg4] : memref<?xindex> [arg2@0 arg0@3 val_8 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
