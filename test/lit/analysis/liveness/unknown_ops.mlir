// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Unregistered ops, with and without regions: their operands are uses and
// their results and nested block arguments are definitions.
func.func @opaque(%a: i32, %m: memref<8xf32>) -> i32 {
  %0 = "foo.produce"(%a) : (i32) -> i32
  %1:2 = "foo.pair"(%0, %m) : (i32, memref<8xf32>) -> (i32, memref<8xf32>)
  "foo.region"(%1#0) ({
  ^bb0(%inner: i32):
    %2 = "foo.use"(%inner, %0) : (i32, i32) -> i32
    "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> ()
  }) : (i32) -> ()
  return %1#0 : i32
}

// CHECK-LABEL: Testing : opaque{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %0 = "foo.produce"(%arg0) : (i32) -> i32{{ *$}}
// CHECK-NEXT: //     %1:2 = "foo.pair"(%0, %arg1) : (i32, memref<8xf32>) -> (i32, memref<8xf32>){{ *$}}
// CHECK-NEXT: //     "foo.region"(%1#0) ({{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> (){{ *$}}
// CHECK-NEXT: }) : (i32) -> (){{ *$}}
// CHECK-NEXT: //     %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %1:2 = "foo.pair"(%0, %arg1) : (i32, memref<8xf32>) -> (i32, memref<8xf32>){{ *$}}
// CHECK-NEXT: //     "foo.region"(%1#0) ({{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> (){{ *$}}
// CHECK-NEXT: }) : (i32) -> (){{ *$}}
// CHECK-NEXT: //     func.return %1#0 : i32// val_4 :{{ *$}}
// CHECK-NEXT: //     %1:2 = "foo.pair"(%0, %arg1) : (i32, memref<8xf32>) -> (i32, memref<8xf32>){{ *$}}
// CHECK-NEXT: //     "foo.region"(%1#0) ({{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> (){{ *$}}
// CHECK-NEXT: }) : (i32) -> (){{ *$}}
// CHECK-NEXT: //     %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: //     "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> (){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %0 = "foo.produce"(%arg0) : (i32) -> i32 [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %1:2 = "foo.pair"(%0, %arg1) : (i32, memref<8xf32>) -> (i32, memref<8xf32>) [arg1@0 val_2 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     "foo.region"(%1#0) ({{[{]}}{{ *$}}
// CHECK-NEXT: ^bb0(%arg2: i32):{{ *$}}
// CHECK-NEXT:   %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT:   "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> (){{ *$}}
// CHECK-NEXT: }) : (i32) -> () [val_2 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     func.return %1#0 : i32 [val_3 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // - Block: 1{{ *$}}
// CHECK-NEXT: // --- LiveIn: val_2 val_4{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32{{ *$}}
// CHECK-NEXT: //     "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> (){{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %2 = "foo.use"(%arg2, %0) : (i32, i32) -> i32 [val_2 val_4 arg0@1 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     "foo.sink"(%2, %1#1) : (i32, memref<8xf32>) -> () [val_4 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
