// RUN: mlbuf-opt %s --optimize-allocation-liveness | FileCheck %s
// RUN: mlbuf-opt %s --optimize-allocation-liveness | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation --optimize-allocation-liveness --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// A value of the buffer reaches the block's terminator: the copy-based
// pass returns a clone of a cast of %a and frees %a after the clone. No
// place in the block follows the return, so the free stays (mlir-opt 22
// moves it after the return, which does not verify;
// bench/dealloc_gen_indep.py --ext, seed 7124007, with
// buffer-deallocation then optimize-allocation-liveness).

// CHECK-LABEL: func.func @two
// CHECK:         %[[C:.*]] = bufferization.clone
// CHECK-NEXT:    memref.dealloc %[[A:.*]] :
// CHECK-NEXT:    return %[[C]]
func.func @two(%n: i64) -> memref<*xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  memref.store %n, %a[%c0] : memref<4xi64>
  %cast = memref.cast %a : memref<4xi64> to memref<*xi64>
  %1 = bufferization.clone %cast : memref<*xi64> to memref<*xi64>
  memref.dealloc %a : memref<4xi64>
  return %1 : memref<*xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i64
  %r = call @two(%k) : (i64) -> memref<*xi64>
  %v = memref.cast %r : memref<*xi64> to memref<?xi64>
  %x = memref.load %v[%c0] : memref<?xi64>
  vector.print %x : i64
  memref.dealloc %v : memref<?xi64>
  return
}
// OUT: 7
