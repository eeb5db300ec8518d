// Where a call result that may be a buffer managed by hand stays not
// owned, or is made owned by a clone (ownership_dealloc_returns.c).
// @own_or_arg's result is freed by hand in @main, so its own buffer %a is
// managed by hand too and is no argument: the caller cannot tell it
// apart, returns and calls stay as the input has them (no pointer test).
// @shifted may return a view of its argument at a byte shift: its pointer
// is not the argument's, so the argument is not returned as it is; as
// the function does not own it, it is cloned, and the caller owns every
// result (no argument to compare with).
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: 5

// CHECK-LABEL: func.func private @own_or_arg(
//       CHECK:   %[[S:.*]] = arith.select
//   CHECK-NOT:   extract_aligned_pointer
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[S]] :

// CHECK-LABEL: func.func private @shifted(
//       CHECK:   %[[S:.*]] = arith.select
//   CHECK-NOT:   extract_aligned_pointer
//       CHECK:   %[[R:.*]] = scf.if
//       CHECK:     scf.yield %[[S]]
//       CHECK:     %[[C:.*]] = bufferization.clone %[[S]]
//       CHECK:     scf.yield %[[C]]
//       CHECK:   return %[[R]] :

// CHECK-LABEL: func.func @main(
//       CHECK:   %[[R:.*]] = call @own_or_arg(
//   CHECK-NOT:   extract_aligned_pointer
//       CHECK:   memref.dealloc %[[R]]
//       CHECK:   %[[Q:.*]] = call @shifted(
//   CHECK-NOT:   extract_aligned_pointer
//       CHECK:   %[[B:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[Q]]
//       CHECK:   bufferization.dealloc (%[[B]] : memref<i64>) if (%true
func.func private @own_or_arg(%m: memref<4xi64>, %c: i1) -> memref<4xi64> {
  %a = memref.alloc() : memref<4xi64>
  %s = arith.select %c, %a, %m : memref<4xi64>
  return %s : memref<4xi64>
}
func.func private @shifted(%m: memref<16xi8>, %c: i1) -> memref<1xi64> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<1xi64>
  %v = memref.view %m[%c8][] : memref<16xi8> to memref<1xi64>
  %s = arith.select %c, %a, %v : memref<1xi64>
  return %s : memref<1xi64>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = memref.alloc() : memref<4xi64>
  %r = call @own_or_arg(%x, %t) : (memref<4xi64>, i1) -> memref<4xi64>
  memref.dealloc %r : memref<4xi64>
  memref.dealloc %x : memref<4xi64>
  %y = memref.alloc() : memref<16xi8>
  %i = arith.constant 5 : i64
  %v8 = memref.view %y[%c0][] : memref<16xi8> to memref<2xi64>
  %c1 = arith.constant 1 : index
  memref.store %i, %v8[%c1] : memref<2xi64>
  %q = call @shifted(%y, %f) : (memref<16xi8>, i1) -> memref<1xi64>
  %l = memref.load %q[%c0] : memref<1xi64>
  memref.dealloc %y : memref<16xi8>
  return %l : i64
}
