// REQUIRES: mlir-opt
// The destination of materialize_in_destination is read after the op, so
// it cannot be written in place. Upstream fails ("cannot avoid RaW
// conflict"); mlbuf gives the result a buffer of its own, on purpose
// (docs/bufferization.md, "Operands that must be in place"): the value is
// the tensor program's, only the destination's buffer does not get it.
// RUN: not %mlir_opt %s --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// UPSTREAM: error: 'linalg.fill' op not bufferizable under the given constraints: cannot avoid RaW conflict
// CHECK-LABEL: func.func @main
//       CHECK:   memref.copy
// VALUE: 3
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %e = bufferization.alloc_tensor() : tensor<5xf32>
  %dest = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = bufferization.alloc_tensor() : tensor<5xf32>
  %src = linalg.fill ins(%g : f32) outs(%s : tensor<5xf32>) -> tensor<5xf32>
  %0 = bufferization.materialize_in_destination %src in %dest
      : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.extract %dest[%c0] : tensor<5xf32>
  %x = tensor.extract %0[%c0] : tensor<5xf32>
  %sum = arith.addf %r, %x : f32
  return %sum : f32
}
