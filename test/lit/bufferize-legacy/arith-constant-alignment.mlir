// arith-bufferize turns a tensor constant into a memref.global read by
// memref.get_global; equal constants share one global. Its `alignment`
// option (default 0, as MLIR 16) aligns the globals; unset, they carry
// no alignment, unlike the buffers of the other partial passes (64). A
// negative alignment is an error.
// RUN: mlbuf-opt %s --arith-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --arith-bufferize=alignment=64 | FileCheck %s --check-prefix=ALIGNED
// RUN: not mlbuf-opt %s --arith-bufferize=alignment=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: mlbuf-opt %s --arith-bufferize --tensor-bufferize --finalizing-bufferize | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK: memref.global "private" constant @[[G:.*]] : memref<3xi64> = dense<[1, 2, 3]>{{$}}
// CHECK-NOT: memref.global
// ALIGNED: memref.global "private" constant @{{.*}} : memref<3xi64> = dense<[1, 2, 3]> {alignment = 64 : i64}
// NEGATIVE: error: arith-bufferize: alignment must not be negative

// CHECK-LABEL: func.func @main
//       CHECK:   %[[M:.*]] = memref.get_global @[[G]] : memref<3xi64>
//       CHECK:   bufferization.to_tensor %[[M]] : memref<3xi64> to tensor<3xi64>
//       CHECK:   memref.get_global @[[G]] : memref<3xi64>
// VALUE: {{^}}5{{$}}
func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %x = tensor.extract %a[%c1] : tensor<3xi64>
  %y = tensor.extract %b[%c2] : tensor<3xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}
