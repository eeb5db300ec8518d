// A rank-0 tensor constant's global is named as upstream names it:
// "__constant_" and the dims joined by 'x' (none here), then 'x' and the
// element type.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK: memref.global "private" constant @__constant_xf32 : memref<f32> = dense<1.500000e+00>
// CHECK-LABEL: func.func @main
// CHECK: memref.get_global @__constant_xf32 : memref<f32>
// VALUE: {{^}}1.5{{$}}
func.func @main() -> f32 {
  %c = arith.constant dense<1.5> : tensor<f32>
  %v = tensor.extract %c[] : tensor<f32>
  return %v : f32
}
