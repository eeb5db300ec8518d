// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// cf.switch with several cases forwarding different values.
func.func @switch(%flag: i32, %a: f32, %b: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  cf.switch %flag : i32, [
    default: ^def(%z : f32),
    1: ^one(%a : f32),
    2: ^def(%b : f32)
  ]
^one(%x: f32):
  %y = arith.addf %x, %b : f32
  cf.br ^def(%y : f32)
^def(%r: f32):
  return %r : f32
}

// CHECK-LABEL: Testing : switch{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg2@0{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 0.000000e+00 : f32{{ *$}}
// CHECK-NEXT: //     cf.switch %arg0 : i32, [{{ *$}}
// CHECK-NEXT:   default: ^bb2(%cst : f32),{{ *$}}
// CHECK-NEXT:   1: ^bb1(%arg1 : f32),{{ *$}}
// CHECK-NEXT:   2: ^bb2(%arg2 : f32){{ *$}}
// CHECK-NEXT: ]{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %cst = arith.constant 0.000000e+00 : f32 [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.switch %arg0 : i32, [{{ *$}}
// CHECK-NEXT:   default: ^bb2(%cst : f32),{{ *$}}
// CHECK-NEXT:   1: ^bb1(%arg1 : f32),{{ *$}}
// CHECK-NEXT:   2: ^bb2(%arg2 : f32){{ *$}}
// CHECK-NEXT: ] [arg0@0 arg1@0 arg2@0 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg2@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %1 = arith.addf %0, %arg2 : f32{{ *$}}
// CHECK-NEXT: //     cf.br ^bb2(%1 : f32){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = arith.addf %0, %arg2 : f32 [arg2@0 arg0@1 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb2(%1 : f32) [val_5 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 2{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     func.return %2 : f32 [arg0@2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
