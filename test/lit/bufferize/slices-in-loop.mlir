// extract_slice becomes a subview of its source's buffer; insert_slice a
// copy into a subview of its destination. Here the fill writes a slice of
// the iter_arg while another slice of it is read afterwards: the first
// extract_slice goes out of place (a new buffer, no copy: fill overwrites
// it), the rest in place. Output identical to mlir-opt 22's (generic form).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// CHECK-LABEL: func.func @main
//       CHECK:   scf.for {{.*}} iter_args(%[[T:.*]] = %{{.*}}) -> (memref<4x4xf32>) {
//       CHECK:     %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
//   CHECK-NOT:     memref.copy
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : memref<2x4xf32>)
//       CHECK:     %[[ROW:.*]] = memref.subview %[[T]][%{{.*}}, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: ?>>
//       CHECK:     memref.load %[[ROW]]
//       CHECK:     %[[DST:.*]] = memref.subview %[[T]][%{{.*}}, 0] [2, 4] [1, 1] : memref<4x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
//       CHECK:     memref.copy %[[S]], %[[DST]]
//       CHECK:     scf.yield %[[T]]
// ANALYSIS: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false", "none"]}
// ANALYSIS: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
// VALUE: 5
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%t = %a) -> (tensor<4x4xf32>) {
    %s = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
    %f = linalg.fill ins(%three : f32) outs(%s : tensor<2x4xf32>) -> tensor<2x4xf32>
    %row = tensor.extract_slice %t[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %v = tensor.extract %row[%c1] : tensor<4xf32>
    %g = tensor.insert %v into %f[%c0, %c0] : tensor<2x4xf32>
    %u = tensor.insert_slice %g into %t[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    scf.yield %u : tensor<4x4xf32>
  }
  %x = tensor.extract %r[%c0, %c0] : tensor<4x4xf32>
  %y = tensor.extract %r[%c1, %c1] : tensor<4x4xf32>
  %z = tensor.extract %a[%c2, %c2] : tensor<4x4xf32>
  %xy = arith.addf %x, %y : f32
  %s2 = arith.addf %xy, %z : f32
  return %s2 : f32
}
