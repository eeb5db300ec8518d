// affine.load reads its memref and affine.store writes it, as upstream
// declares. Without these effects both were ops of unknown effects: the
// ownership pass left the buffers they touch to them (remark "memory
// effects unknown"; never freed, a leak where upstream frees), the
// copy-based pass refused the function.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation > %t.mlbuf
// RUN: %mlir_opt %s --ownership-based-buffer-deallocation > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: FileCheck %s < %t.mlbuf
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// VALUE: 14

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   affine.store %{{.*}}, %[[A]][2]
//       CHECK:   affine.load %[[A]][2]
//       CHECK:   bufferization.dealloc (%{{.*}} : memref<i64>) if (%true)
func.func @main() -> i64 {
  %a = memref.alloc() : memref<4xi64>
  %i7 = arith.constant 7 : i64
  affine.store %i7, %a[2] : memref<4xi64>
  %x = affine.load %a[2] : memref<4xi64>
  %y = arith.addi %x, %x : i64
  return %y : i64
}
