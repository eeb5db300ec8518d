// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// An unregistered op holds a single-block region; values are used and
// defined in the block as in any other.
func.func @graphish(%a: i32) -> i32 {
  %r = "test.wrapper"(%a) ({
  ^bb0(%x: i32):
    %y = "foo.op"(%x, %a) : (i32, i32) -> i32
    %z = "foo.op"(%y, %y) : (i32, i32) -> i32
    "foo.yield"(%z) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: Testing : graphish{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_1 :{{ *$}}
// CHECK-NEXT: //     %0 = "test.wrapper"(%arg0) ({{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg1: i32):{{ *$}}
// CHECK-NEXT:   %1 = "foo.op"(%arg1, %arg0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   %2 = "foo.op"(%1, %1) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   "foo.yield"(%2) : (i32) -> (){{ *$}}
// CHECK-NEXT: }) : (i32) -> i32{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = "test.wrapper"(%arg0) ({{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg1: i32):{{ *$}}
// CHECK-NEXT:   %1 = "foo.op"(%arg1, %arg0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   %2 = "foo.op"(%1, %1) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   "foo.yield"(%2) : (i32) -> (){{ *$}}
// CHECK-NEXT: }) : (i32) -> i32 [arg0@0 val_1 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %0 : i32 [val_1 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: arg0@0{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %1 = "foo.op"(%arg1, %arg0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: //     %2 = "foo.op"(%1, %1) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %2 = "foo.op"(%1, %1) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: //     "foo.yield"(%2) : (i32) -> (){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %1 = "foo.op"(%arg1, %arg0) : (i32, i32) -> i32 [arg0@0 arg0@1 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %2 = "foo.op"(%1, %1) : (i32, i32) -> i32 [val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     "foo.yield"(%2) : (i32) -> () [val_4 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
