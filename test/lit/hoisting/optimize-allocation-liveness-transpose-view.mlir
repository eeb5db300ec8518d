// RUN: mlbuf-opt %s --optimize-allocation-liveness | FileCheck %s
// RUN: mlbuf-opt %s --optimize-allocation-liveness | mlbuf-run --check | FileCheck %s --check-prefix=OUT
// A memref.transpose of %a is read by a copy after the last direct use of
// %a. The transpose is a view (the alias analysis follows it), so the free
// of %a moves only to after the copy. mlir-opt 22 moves it before %b's
// allocation, and its output reads freed memory (mlbuf-run --check: "use
// after free: copy source"); found by a hand-written program in session 33.

// CHECK-LABEL: func.func @main
// CHECK:         %[[A:.*]] = memref.alloc() : memref<2x3xi64>
// CHECK:         %[[T:.*]] = memref.transpose %[[A]]
// CHECK:         memref.copy %[[T]], %[[B:.*]] :
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK:         memref.load %[[B]]
// CHECK:         memref.dealloc %[[B]]
// OUT: {{^}}5{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %k9 = arith.constant 9 : i64
  %a = memref.alloc() : memref<2x3xi64>
  memref.store %k5, %a[%c0, %c1] : memref<2x3xi64>
  %t = memref.transpose %a (i, j) -> (j, i) : memref<2x3xi64> to memref<3x2xi64, affine_map<(d0, d1) -> (d1 * 3 + d0)>>
  %b = memref.alloc() : memref<3x2xi64>
  memref.store %k9, %b[%c0, %c0] : memref<3x2xi64>
  memref.copy %t, %b : memref<3x2xi64, affine_map<(d0, d1) -> (d1 * 3 + d0)>> to memref<3x2xi64>
  %x = memref.load %b[%c1, %c0] : memref<3x2xi64>
  memref.dealloc %a : memref<2x3xi64>
  memref.dealloc %b : memref<3x2xi64>
  return %x : i64
}
