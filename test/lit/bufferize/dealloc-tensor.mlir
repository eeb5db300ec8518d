// bufferization.dealloc_tensor becomes memref.dealloc of the tensor's
// buffer, as mlir-opt 22 does (output identical in generic form). The op
// neither reads nor writes the contents. The bufferized program frees its
// own buffer: it runs clean under --check without the deallocation
// pipeline (which upstream rejects on input holding a dealloc).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s -- 3 | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize | mlbuf-run --check - -- 3 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?xf32>)
//       CHECK:   %[[V:.*]] = memref.load %[[A]]
//       CHECK:   memref.dealloc %[[A]] : memref<?xf32>
//       CHECK:   return %[[V]]
//   CHECK-NOT:   bufferization.
// VALUE: {{^}}2.5{{$}}
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %x = arith.constant 2.5 : f32
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %f = linalg.fill ins(%x : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %v = tensor.extract %f[%c0] : tensor<?xf32>
  bufferization.dealloc_tensor %f : tensor<?xf32>
  return %v : f32
}
