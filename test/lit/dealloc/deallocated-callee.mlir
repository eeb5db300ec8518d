// A function that already holds bufferization.dealloc was deallocated
// before and is left alone; its callers own what it returns (the
// function-boundary ABI). Its deallocs free only what it owns, never what
// they retain, so they make managed by hand only buffers from outside
// (here the argument, which this hand-written dealloc frees against the
// ABI): the caller must free the returned buffer (a select between an
// allocation and its clone) and must not free the argument again.
// Before, every allocation such a dealloc might free was managed by hand,
// and the caller leaked the result.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-opt --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// The callee is left as it was (its dealloc lowered): it returns the select.
// CHECK-LABEL: func.func private @pick
//       CHECK:   %[[S:.*]] = arith.select
//       CHECK:   return %[[S]] :
// The caller frees the result, not the argument.
// CHECK-LABEL: func.func @main
//       CHECK:   %[[M:.*]] = memref.alloc
//       CHECK:   %[[R:.*]] = call @pick(%[[M]],
//   CHECK-NOT:   memref.dealloc %[[M]]
//       CHECK:   %[[BR:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]
//   CHECK-NOT:   memref.dealloc %[[M]]
//       CHECK:   memref.dealloc %[[BR]]
//   CHECK-NOT:   memref.dealloc %[[M]]
//       CHECK:   return
// OUT: 12
func.func private @pick(%arg: memref<2xi64>, %c: i1) -> memref<4xi64> {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  %b = bufferization.clone %a : memref<4xi64> to memref<4xi64>
  %s = arith.select %c, %a, %b : memref<4xi64>
  %o = bufferization.dealloc (%a, %b, %arg : memref<4xi64>, memref<4xi64>, memref<2xi64>) if (%true, %true, %true) retain (%s : memref<4xi64>)
  return %s : memref<4xi64>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %m = memref.alloc() : memref<2xi64>
  %r = call @pick(%m, %t) : (memref<2xi64>, i1) -> memref<4xi64>
  %m2 = memref.alloc() : memref<2xi64>
  %r2 = call @pick(%m2, %f) : (memref<2xi64>, i1) -> memref<4xi64>
  %x = memref.load %r[%c0] : memref<4xi64>
  %y = memref.load %r2[%c0] : memref<4xi64>
  %x2 = arith.addi %x, %y : i64
  %two = arith.constant 2 : i64
  %z = arith.addi %x2, %two : i64
  return %z : i64
}
