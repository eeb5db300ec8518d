// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Several functions in one module: numbering restarts for each.
func.func @first(%a: i1) -> i1 {
  return %a : i1
}
func.func @second(%a: i16, %b: i16) -> i16 {
  %s = arith.addi %a, %b : i16
  cf.br ^next(%s : i16)
^next(%t: i16):
  %u = arith.muli %t, %a : i16
  return %u : i16
}
func.func private @decl(i16) -> i16
func.func @third() {
  %c = arith.constant 5 : i16
  %d = func.call @decl(%c) : (i16) -> i16
  return
}

// CHECK-LABEL: Testing : first{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     func.return %arg0 : i1 [arg0@0 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
// CHECK-LABEL: Testing : second{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut: arg0@0{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg1 : i16{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%0 : i16){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = arith.addi %arg0, %arg1 : i16 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     cf.br ^bb1(%0 : i16) [arg0@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %1, %arg0 : i16{{ *$}}
// CHECK-NEXT: //     func.return %2 : i16{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = arith.muli %1, %arg0 : i16 [arg0@0 arg0@1 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %2 : i16 [val_4 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
// CHECK-LABEL: Testing : decl{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
// CHECK-LABEL: Testing : third{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_0 :{{ *$}}
// CHECK-NEXT: //     %c5_i16 = arith.constant 5 : i16{{ *$}}
// CHECK-NEXT: //     %0 = func.call @decl(%c5_i16) : (i16) -> i16{{ *$}}
// CHECK-NEXT: // val_1 :{{ *$}}
// CHECK-NEXT: //     %0 = func.call @decl(%c5_i16) : (i16) -> i16{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c5_i16 = arith.constant 5 : i16 [val_0 {{.}}]{{ *$}}
// CHECK-NEXT: //     %0 = func.call @decl(%c5_i16) : (i16) -> i16 [val_0 val_1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
