// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Calls between functions; each function is analysed on its own.
func.func private @callee(i32, i32) -> i32
func.func @caller(%a: i32, %b: i32) -> i32 {
  %x = func.call @callee(%a, %b) : (i32, i32) -> i32
  %y = func.call @helper(%x) : (i32) -> i32
  %z = func.call @callee(%y, %a) : (i32, i32) -> i32
  return %z : i32
}
func.func @helper(%v: i32) -> i32 {
  %r = arith.addi %v, %v : i32
  return %r : i32
}

// CHECK-LABEL: Testing : callee{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
// CHECK-LABEL: Testing : caller{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %0 = func.call @callee(%arg0, %arg1) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: //     %1 = func.call @helper(%0) : (i32) -> i32{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %1 = func.call @helper(%0) : (i32) -> i32{{ *$}}
// CHECK-NEXT: //     %2 = func.call @callee(%1, %arg0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %2 = func.call @callee(%1, %arg0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: //     func.return %2 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = func.call @callee(%arg0, %arg1) : (i32, i32) -> i32 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %1 = func.call @helper(%0) : (i32) -> i32 [arg0@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %2 = func.call @callee(%1, %arg0) : (i32, i32) -> i32 [arg0@0 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %2 : i32 [val_4 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
// CHECK-LABEL: Testing : helper{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_1 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg0 : i32{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg0 : i32 [arg0@0 val_1 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32 [val_1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
