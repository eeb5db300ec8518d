// Straight-line code: every heap allocation is owned by its block and
// freed by one bufferization.dealloc before the return. Function
// arguments are listed with ownership false (never owned); stack buffers
// are not listed at all; a view is covered by its allocation.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @compute
//  CHECK-SAME: (%[[ARG:.*]]: memref<4xf32>)
//       CHECK:   %[[FS:.*]] = arith.constant false
//       CHECK:   %[[TB:.*]] = arith.constant true
//       CHECK:   %[[TA:.*]] = arith.constant true
//       CHECK:   %[[FARG:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<8xf32>
//       CHECK:   memref.copy %[[A]], %[[ARG]]
//  CHECK-NEXT:   %[[BARG:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[ARG]]
//  CHECK-NEXT:   %[[BA:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
//  CHECK-NEXT:   %[[BB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[B]]
//  CHECK-NEXT:   bufferization.dealloc (%[[BARG]], %[[BA]], %[[BB]] : memref<f32>, memref<f32>, memref<f32>) if (%[[FARG]], %[[TA]], %[[TB]]){{$}}
//  CHECK-NEXT:   return
func.func @compute(%arg: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = memref.alloca() : memref<4xf32>
  memref.copy %s, %a : memref<4xf32> to memref<4xf32>
  %v = memref.subview %b[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.copy %a, %v : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.copy %a, %arg : memref<4xf32> to memref<4xf32>
  return
}

// A function without buffers gets nothing.
// CHECK-LABEL: func.func @scalars
//   CHECK-NOT:   bufferization
//       CHECK:   return
func.func @scalars(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK-LABEL: func.func @main
//       CHECK:   call @compute
//       CHECK:   bufferization.dealloc
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  call @compute(%a) : (memref<4xf32>) -> ()
  return
}
