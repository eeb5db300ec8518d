// An empty buffer (a zero dimension anywhere) always fits, however large
// the dimensions before the zero: mlbuf's overflow guard multiplied the
// dimensions in order and gave up at the first one over the limit
// (memref<2x0xi64> under max-alloc-size-in-bytes=0 stayed on the heap;
// mlir-opt 22 promotes it; bench/dealloc_gen_indep.py --ext, seed
// 7124021).
// RUN: mlbuf-opt %s --promote-buffers-to-stack="max-alloc-size-in-bytes=0" | FileCheck %s
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s --check-prefix=DEF
// RUN: mlbuf-opt %s --promote-buffers-to-stack="max-alloc-size-in-bytes=0" --buffer-deallocation-pipeline | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --promote-buffers-to-stack="max-alloc-size-in-bytes=0" --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
//       CHECK:   memref.alloca() : memref<2x0xi64>
//       CHECK:   memref.alloca() : memref<1000000x0xi64>
//       CHECK:   memref.alloca() : memref<0xi64>
//       CHECK:   memref.alloc() : memref<1xi64>
// DEF-LABEL: func.func @main
//       DEF:   memref.alloca() : memref<2x0xi64>
//       DEF:   memref.alloca() : memref<1000000x0xi64>
//       DEF:   memref.alloca() : memref<0xi64>
//       DEF:   memref.alloca() : memref<1xi64>
// OUT: 0
// OUT-NEXT: 0
// OUT-NEXT: 5
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2x0xi64>
  %b = memref.alloc() : memref<1000000x0xi64>
  %z = memref.alloc() : memref<0xi64>
  %one = memref.alloc() : memref<1xi64>
  %d = memref.dim %a, %c1 : memref<2x0xi64>
  %e = memref.dim %b, %c1 : memref<1000000x0xi64>
  memref.copy %z, %z : memref<0xi64> to memref<0xi64>
  %k = arith.constant 5 : i64
  memref.store %k, %one[%c0] : memref<1xi64>
  %x = arith.index_cast %d : index to i64
  %y = arith.index_cast %e : index to i64
  %v = memref.load %one[%c0] : memref<1xi64>
  vector.print %x : i64
  vector.print %y : i64
  vector.print %v : i64
  return
}
