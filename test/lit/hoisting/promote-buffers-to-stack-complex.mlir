// Complex elements have a size under the default data layout: the real
// part padded to the imaginary part's alignment (whole bytes, a power of
// two), then the imaginary part. complex<f32> is 64 bits, complex<i3> 11,
// complex<f80> 208. mlbuf gave them no size and never promoted them
// (mlir-opt 22 does; found comparing promotion at its thresholds with
// mlir-opt 22 for bench/dealloc_gen_indep.py --ext).
// RUN: mlbuf-opt %s --promote-buffers-to-stack="max-alloc-size-in-bytes=32" | FileCheck %s
// RUN: mlbuf-opt %s --promote-buffers-to-stack="max-alloc-size-in-bytes=26" | FileCheck %s --check-prefix=B26
// (mlbuf-run has no complex elements: nothing here runs.)

// CHECK-LABEL: func.func @main
//  CHECK-NEXT:   memref.alloca() : memref<4xcomplex<f32>>
//  CHECK-NEXT:   memref.alloc() : memref<5xcomplex<f32>>
//  CHECK-NEXT:   memref.alloca() : memref<23xcomplex<i3>>
//  CHECK-NEXT:   memref.alloc() : memref<24xcomplex<i3>>
//  CHECK-NEXT:   memref.alloca() : memref<1xcomplex<f80>>
// B26-LABEL: func.func @main
//  B26-NEXT:   memref.alloc() : memref<4xcomplex<f32>>
//  B26-NEXT:   memref.alloc() : memref<5xcomplex<f32>>
//  B26-NEXT:   memref.alloc() : memref<23xcomplex<i3>>
//  B26-NEXT:   memref.alloc() : memref<24xcomplex<i3>>
//  B26-NEXT:   memref.alloca() : memref<1xcomplex<f80>>
func.func @main() {
  %a = memref.alloc() : memref<4xcomplex<f32>>
  %b = memref.alloc() : memref<5xcomplex<f32>>
  %c = memref.alloc() : memref<23xcomplex<i3>>
  %d = memref.alloc() : memref<24xcomplex<i3>>
  %e = memref.alloc() : memref<1xcomplex<f80>>
  return
}
