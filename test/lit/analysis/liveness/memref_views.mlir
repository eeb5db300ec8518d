// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// Buffers and views: allocation, subview, copies and deallocation.
func.func @views(%n: index, %src: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%n) : memref<?xf32>
  %sv = memref.subview %src[%c0] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
  %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32>
  memref.copy %sv, %cast : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>
  memref.dealloc %alloc : memref<?xf32>
  return
}

// CHECK-LABEL: Testing : views{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // val_2 :{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index{{ *$}}
// CHECK-NEXT: //     %c4 = arith.constant 4 : index{{ *$}}
// CHECK-NEXT: //     %alloc = memref.alloc(%arg0) : memref<?xf32>{{ *$}}
// CHECK-NEXT: //     %subview = memref.subview %arg1[%c0] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>{{ *$}}
// CHECK-NEXT: // val_3 :{{ *$}}
// CHECK-NEXT: //     %c4 = arith.constant 4 : index{{ *$}}
// CHECK-NEXT: //     %alloc = memref.alloc(%arg0) : memref<?xf32>{{ *$}}
// CHECK-NEXT: //     %subview = memref.subview %arg1[%c0] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>{{ *$}}
// CHECK-NEXT: // val_4 :{{ *$}}
// CHECK-NEXT: //     %alloc = memref.alloc(%arg0) : memref<?xf32>{{ *$}}
// CHECK-NEXT: //     %subview = memref.subview %arg1[%c0] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>{{ *$}}
// CHECK-NEXT: //     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32>{{ *$}}
// CHECK-NEXT: //     memref.copy %subview, %cast : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>{{ *$}}
// CHECK-NEXT: //     memref.dealloc %alloc : memref<?xf32>{{ *$}}
// CHECK-NEXT: // val_5 :{{ *$}}
// CHECK-NEXT: //     %subview = memref.subview %arg1[%c0] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>{{ *$}}
// CHECK-NEXT: //     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32>{{ *$}}
// CHECK-NEXT: //     memref.copy %subview, %cast : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>{{ *$}}
// CHECK-NEXT: // val_6 :{{ *$}}
// CHECK-NEXT: //     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32>{{ *$}}
// CHECK-NEXT: //     memref.copy %subview, %cast : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: //     %c0 = arith.constant 0 : index [arg0@0 arg1@0 val_2 {{.}}]{{ *$}}
// CHECK-NEXT: //     %c4 = arith.constant 4 : index [arg0@0 arg1@0 val_2 val_3 {{.}}]{{ *$}}
// CHECK-NEXT: //     %alloc = memref.alloc(%arg0) : memref<?xf32> [arg0@0 arg1@0 val_2 val_3 val_4 {{.}}]{{ *$}}
// CHECK-NEXT: //     %subview = memref.subview %arg1[%c0] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>> [arg1@0 val_2 val_3 val_4 val_5 {{.}}]{{ *$}}
// CHECK-NEXT: //     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32> [val_4 val_5 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     memref.copy %subview, %cast : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32> [val_4 val_5 val_6 {{.}}]{{ *$}}
// CHECK-NEXT: //     memref.dealloc %alloc : memref<?xf32> [val_4 {{.}}]{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
