// bufferization.alloc_tensor is a new buffer: with copy(%t) it holds a
// copy of %t (so writing it leaves %t alone), with dynamic sizes it has
// those sizes.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s -- 3 | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -- 3 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main(%{{.*}}: index) -> f32
//       CHECK:   %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?xf32>)
//       CHECK:   %[[D:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xf32>
//       CHECK:   %[[B:.*]] = memref.alloc(%[[D]]) {alignment = 64 : i64} : memref<?xf32>
//       CHECK:   memref.copy %[[A]], %[[B]]
//       CHECK:   memref.store %{{.*}}, %[[B]][%{{.*}}]
// VALUE: 9.5
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %x = arith.constant 2.5 : f32
  %y = arith.constant 7.0 : f32
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %f = linalg.fill ins(%x : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %b = bufferization.alloc_tensor() copy(%f) : tensor<?xf32>
  %c = tensor.insert %y into %b[%c0] : tensor<?xf32>
  %u = tensor.extract %f[%c0] : tensor<?xf32>
  %v = tensor.extract %c[%c0] : tensor<?xf32>
  %s = arith.addf %u, %v : f32
  return %s : f32
}
