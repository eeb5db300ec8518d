// REQUIRES: mlir-opt
// Without bufferize-function-boundaries a tensor argument is read through
// a bufferization.to_buffer placed where upstream's getBuffer puts it:
// right after the value's definition, at the start of the block for a
// block argument (before the ops the rewrite has made for the op using
// it, such as the new buffer of an alloc_tensor copying it). Each lookup
// makes its own, the later one first.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -e select_copy -- true tensor:5xf32=2.0 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @select_copy(
//  CHECK-SAME:     %{{.*}}: i1, %[[T:.*]]: tensor<5xf32>)
//  CHECK-NEXT:   %[[B2:.*]] = bufferization.to_buffer %[[T]]
//  CHECK-NEXT:   %[[B1:.*]] = bufferization.to_buffer %[[T]]
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %[[B1]], %[[A]]
//       CHECK:   arith.select %{{.*}}, %{{.*}}, %[[B2]]
// VALUE: 4
func.func @select_copy(%c: i1, %t: tensor<5xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = arith.constant 4.0 : f32
  %copy = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>
  %w = tensor.insert %x into %copy[%c0] : tensor<5xf32>
  %s = arith.select %c, %w, %t : tensor<5xf32>
  %r = tensor.extract %s[%c0] : tensor<5xf32>
  return %r : f32
}
