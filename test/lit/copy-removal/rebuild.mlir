// After a rewrite the alias analysis built before it is stale for the
// merged buffers: here the first copy is removed (%t1 becomes %s1), so the
// view of %t1 written after the second copy is a view of that copy's
// source. The analysis is rebuilt for the second copy, which sees the
// write and stays (with the stale analysis it would be removed, and the
// load would see 100).
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 1{{$}}

// CHECK-LABEL: func.func @main
//       CHECK:   %[[S1:.*]] = memref.alloc() : memref<2xi64>
//       CHECK:   %[[T2:.*]] = memref.alloc() : memref<2xi64>
//  CHECK-NEXT:   memref.copy %[[S1]], %[[T2]]
//   CHECK-NOT:   memref.copy
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %s1 = memref.alloc() : memref<2xi64>
  linalg.fill ins(%one : i64) outs(%s1 : memref<2xi64>)
  %t1 = memref.alloc() : memref<2xi64>
  memref.copy %s1, %t1 : memref<2xi64> to memref<2xi64>
  memref.dealloc %s1 : memref<2xi64>
  %t2 = memref.alloc() : memref<2xi64>
  memref.copy %t1, %t2 : memref<2xi64> to memref<2xi64>
  %v = memref.subview %t1[0] [1] [1] : memref<2xi64> to memref<1xi64, strided<[1]>>
  %k = arith.constant 100 : i64
  memref.store %k, %v[%c0] : memref<1xi64, strided<[1]>>
  memref.dealloc %t1 : memref<2xi64>
  %r = memref.load %t2[%c0] : memref<2xi64>
  memref.dealloc %t2 : memref<2xi64>
  return %r : i64
}
