// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// Chains of views: every view shares the origin of the buffer it views.
func.func @chain(%arg: memref<4x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<32xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %s = memref.subview %e[0, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1]>>
  %c = memref.cast %s : memref<2x8xf32, strided<[8, 1]>> to memref<2x8xf32, strided<[?, ?], offset: ?>>
  %t = memref.transpose %arg (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %col = memref.collapse_shape %arg [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %r = memref.reinterpret_cast %col to offset: [0], sizes: [32], strides: [1] : memref<32xf32> to memref<32xf32>
  return
}

// CHECK-LABEL: // ---- Aliases: @chain ----{{$}}
// CHECK-NEXT: %arg0: origins [arg %arg0] to [%transpose, %collapse_shape, %reinterpret_cast] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%expand_shape, %subview, %cast] from []{{$}}
// CHECK-NEXT: %expand_shape: origins [alloc %alloc] to [%subview, %cast] from [%alloc]{{$}}
// CHECK-NEXT: %subview: origins [alloc %alloc] to [%cast] from [%alloc, %expand_shape]{{$}}
// CHECK-NEXT: %cast: origins [alloc %alloc] to [] from [%alloc, %expand_shape, %subview]{{$}}
// CHECK-NEXT: %transpose: origins [arg %arg0] to [] from [%arg0]{{$}}
// CHECK-NEXT: %collapse_shape: origins [arg %arg0] to [%reinterpret_cast] from [%arg0]{{$}}
// CHECK-NEXT: %reinterpret_cast: origins [arg %arg0] to [] from [%arg0, %collapse_shape]{{$}}
