// REQUIRES: mlir-opt
// A to_buffer without read_only hands out a memref that may be written:
// its operand counts as written, so a later read of the tensor puts it out
// of place (a copy), as upstream. With read_only it stays in place.
// RUN: mlbuf-opt %s --one-shot-bufferize=test-analysis-only | FileCheck %s --check-prefix=ANALYSIS
// RUN: %mlir_opt %s --one-shot-bufferize=test-analysis-only | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// ANALYSIS-LABEL: func.func @main
//       ANALYSIS:   bufferization.to_buffer {{.*}} {__inplace_operands_attr__ = ["false"]}
//       ANALYSIS:   bufferization.to_buffer {{.*}} read_only {__inplace_operands_attr__ = ["true"]}
// CHECK-LABEL: func.func @main
//       CHECK:   %[[T:.*]] = memref.alloc()
//       CHECK:   %[[C:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[T]], %[[C]]
//       CHECK:   memref.store %{{.*}}, %[[C]]
//       CHECK:   memref.load %[[T]]
// The store through the first memref does not change %t: 1 + 1 = 2.
// VALUE: 2
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 9.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  memref.store %nine, %m[%c0] : memref<4xf32>
  %r = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
