// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A loop with no exit: everything read inside stays live forever.
func.func @forever(%buf: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  cf.br ^loop
^loop:
  memref.store %v, %buf[%c0] : memref<4xi32>
  cf.br ^loop
}

// CHECK-LABEL: Testing : forever{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1{{ *$}}
// CHECK-NEXT: //     memref.store %arg1, %arg0[%c0] : memref<4xi32>{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 val_2{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     memref.store %arg1, %arg0[%c0] : memref<4xi32> [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
