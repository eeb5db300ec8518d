// A function returns a fresh buffer or a subview of its own allocation,
// chosen inside an scf.if (the view leaves the region unowned). A caller
// addresses the allocation from the view's base, past the view's extent
// (through a reinterpret_cast of a select of the result).
// Upstream clones the returned value before the dealloc, and the caller's
// reinterpret_cast then reads outside the 2-element clone. mlbuf retains
// the value itself: the dealloc keeps the allocation it is a view of, and
// only what aliases nothing owned is cloned after it.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run %s -e main | FileCheck %s --check-prefix=OUT

// OUT: 7

// CHECK-LABEL: func.func @pick
//       CHECK:   %[[M:.*]] = memref.alloc() : memref<8xi64>
//       CHECK:   %[[R:.*]]:2 = scf.if
//   CHECK-NOT:   bufferization.clone
//       CHECK:   %[[BM:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]] :
//       CHECK:   %[[BR:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]#0 :
//       CHECK:   %[[K:.*]] = bufferization.dealloc (%[[BM]], %[[BR]] : {{.*}}) if (%{{.*}}, %[[R]]#1) retain (%[[R]]#0 :
//       CHECK:   %[[RES:.*]] = scf.if %[[K]]
//       CHECK:     scf.yield %[[R]]#0
//       CHECK:   } else {
//       CHECK:     bufferization.clone %[[R]]#0
//       CHECK:   return %[[RES]]
func.func @pick(%c: i1) -> memref<?xi64, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : i64
  %m = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c1 step %c1 {
    memref.store %c7, %m[%c4] : memref<8xi64>
  }
  %r = scf.if %c -> (memref<?xi64, strided<[?], offset: ?>>) {
    %f = memref.alloc() : memref<8xi64>
    %fc = memref.cast %f : memref<8xi64> to memref<?xi64, strided<[?], offset: ?>>
    scf.yield %fc : memref<?xi64, strided<[?], offset: ?>>
  } else {
    %s = memref.subview %m[2] [2] [1] : memref<8xi64> to memref<2xi64, strided<[1], offset: 2>>
    %sc = memref.cast %s : memref<2xi64, strided<[1], offset: 2>> to memref<?xi64, strided<[?], offset: ?>>
    scf.yield %sc : memref<?xi64, strided<[?], offset: ?>>
  }
  return %r : memref<?xi64, strided<[?], offset: ?>>
}

// A value that may only be an owned buffer itself (no view on the way)
// keeps upstream's form: the clone comes before the dealloc.
// CHECK-LABEL: func.func @whole
//       CHECK:   scf.if
//       CHECK:     bufferization.clone
//       CHECK:   bufferization.dealloc
//       CHECK:   return
func.func @whole(%c: i1) -> memref<8xi64> {
  %m = memref.alloc() : memref<8xi64>
  %r = scf.if %c -> (memref<8xi64>) {
    %f = memref.alloc() : memref<8xi64>
    scf.yield %f : memref<8xi64>
  } else {
    scf.yield %m : memref<8xi64>
  }
  return %r : memref<8xi64>
}

// The same function whose callers do not rebase the result keeps
// upstream's form: the clone comes before the dealloc.
// CHECK-LABEL: func.func @pick_not_rebased
//       CHECK:   %[[R2:.*]]:2 = scf.if
//       CHECK:   scf.if %[[R2]]#1
//       CHECK:     bufferization.clone %[[R2]]#0
//       CHECK:   bufferization.dealloc
//       CHECK:   return
func.func @pick_not_rebased(%c: i1) -> memref<?xi64, strided<[?], offset: ?>> {
  %m = memref.alloc() : memref<8xi64>
  %r = scf.if %c -> (memref<?xi64, strided<[?], offset: ?>>) {
    %f = memref.alloc() : memref<8xi64>
    %fc = memref.cast %f : memref<8xi64> to memref<?xi64, strided<[?], offset: ?>>
    scf.yield %fc : memref<?xi64, strided<[?], offset: ?>>
  } else {
    %s = memref.subview %m[2] [2] [1] : memref<8xi64> to memref<2xi64, strided<[1], offset: 2>>
    %sc = memref.cast %s : memref<2xi64, strided<[1], offset: 2>> to memref<?xi64, strided<[?], offset: ?>>
    scf.yield %sc : memref<?xi64, strided<[?], offset: ?>>
  }
  return %r : memref<?xi64, strided<[?], offset: ?>>
}

func.func @main() -> i64 {
  %false = arith.constant false
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %v = call @pick(%false) : (i1) -> memref<?xi64, strided<[?], offset: ?>>
  %vs = arith.select %true, %v, %v : memref<?xi64, strided<[?], offset: ?>>
  %w = memref.reinterpret_cast %vs to offset: [4], sizes: [1], strides: [1] : memref<?xi64, strided<[?], offset: ?>> to memref<1xi64, strided<[1], offset: 4>>
  %x = memref.load %w[%c0] : memref<1xi64, strided<[1], offset: 4>>
  %f = call @pick(%true) : (i1) -> memref<?xi64, strided<[?], offset: ?>>
  %u = call @whole(%false) : (i1) -> memref<8xi64>
  %n = call @pick_not_rebased(%false) : (i1) -> memref<?xi64, strided<[?], offset: ?>>
  return %x : i64
}
