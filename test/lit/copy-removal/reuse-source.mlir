// Reusing the source: a fresh target filled by a copy from a buffer that
// is freed right after takes the source's place; the target's allocation,
// the copy and the source's free go. The program keeps its value and runs
// without a copy, a leak or a bad free.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: mlbuf-run --check --stats %s -e main 2>&1 | FileCheck %s --check-prefix=ORIG

// CHECK-LABEL: func.func @produce
//  CHECK-SAME: (%[[N:.*]]: index)
//       CHECK:   %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?xf32>)
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//   CHECK-NOT:   memref.dealloc
//       CHECK:   %[[V:.*]] = memref.load %[[A]]
//       CHECK:   return %[[A]], %[[V]] : memref<?xf32>, f32
func.func @produce(%n: index) -> (memref<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.5 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  return %b, %v : memref<?xf32>, f32
}

// The target freed in the function: its free now frees the source.
// CHECK-LABEL: func.func @local
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   memref.store %{{.*}}, %[[A]]
//  CHECK-NEXT:   %[[V:.*]] = memref.load %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return %[[V]]
func.func @local(%x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%c1] : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %v = memref.load %b[%c1] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %v : f32
}

// EXEC: 4.5
// EXEC: copies: 0
// EXEC: memory errors: 0
// ORIG: 4.5
// ORIG: copies: 2
func.func @main() -> f32 {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r:2 = call @produce(%c2) : (index) -> (memref<?xf32>, f32)
  %w = memref.load %r#0[%c1] : memref<?xf32>
  memref.dealloc %r#0 : memref<?xf32>
  %three = arith.constant 3.0 : f32
  %l = call @local(%three) : (f32) -> f32
  %s = arith.addf %r#1, %l : f32
  %t = arith.addf %s, %w : f32
  %u = arith.subf %t, %w : f32
  return %u : f32
}
