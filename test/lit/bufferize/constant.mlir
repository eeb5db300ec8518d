// A tensor constant becomes a private constant memref.global read through
// memref.get_global, one global per value (named as upstream). Writing
// into a constant goes out of place: the insert works on a copy, and the
// second read of the constant still sees the original value.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

//       CHECK: memref.global "private" constant @__constant_2xf32_0 : memref<2xf32> = dense<[3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
//       CHECK: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @main
//       CHECK:   %[[G:.*]] = memref.get_global @__constant_2xf32 : memref<2xf32>
//       CHECK:   %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
//       CHECK:   memref.copy %[[G]], %[[C]]
//       CHECK:   memref.store %{{.*}}, %[[C]]
//       CHECK:   memref.get_global @__constant_2xf32_0
//       CHECK:   memref.get_global @__constant_2xf32 :
// VALUE: 19
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9.0 : f32
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u = tensor.insert %nine into %t[%c0] : tensor<2xf32>
  %a = tensor.extract %u[%c0] : tensor<2xf32>
  %o = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %b = tensor.extract %o[%c1] : tensor<2xf32>
  %t2 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %c = tensor.extract %t2[%c0] : tensor<2xf32>
  %d = tensor.extract %t[%c1] : tensor<2xf32>
  %ab = arith.addf %a, %b : f32
  %cd = arith.addf %c, %d : f32
  %cd2 = arith.addf %cd, %cd : f32
  %r = arith.addf %ab, %cd2 : f32
  return %r : f32
}
