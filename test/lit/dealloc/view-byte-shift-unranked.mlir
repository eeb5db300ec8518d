// A byte-shifted memref.view cast to an unranked memref<*x..> and carried
// through a region op's results or a loop's iter_args: its key (the pointer of the
// view's source) must travel with it as for ranked values. Unranked
// values got no key before: the scf.if the ownership pass builds around
// the returned value (the value itself, or its clone) was compared by its
// own pointer, the view's buffer freed under the returned view, and the
// caller freed it again (use after free, double free; found by
// bench/dealloc_gen_indep.py).
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @region
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return %{{.*}} : memref<*xi64>
func.func @region(%c: i1) -> memref<*xi64> {
  %r = scf.if %c -> memref<4xi64> {
    %a = memref.alloc() : memref<48xi8>
    %c8 = arith.constant 8 : index
    %v = memref.view %a[%c8][] : memref<48xi8> to memref<4xi64>
    scf.yield %v : memref<4xi64>
  } else {
    %b = memref.alloc() : memref<4xi64>
    scf.yield %b : memref<4xi64>
  }
  %u = memref.cast %r : memref<4xi64> to memref<*xi64>
  return %u : memref<*xi64>
}

// The key rides on the unranked iter_arg as an extra index.
// CHECK-LABEL: func.func @loop
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<48xi8>
//       CHECK:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
//       CHECK:   scf.for {{.*}} = %[[PA]]) -> (memref<*xi64>, i1, index)
func.func @loop(%n: index) -> memref<*xi64> {
  %a = memref.alloc() : memref<48xi8>
  %c16 = arith.constant 16 : index
  %v = memref.view %a[%c16][] : memref<48xi8> to memref<4xi64>
  %u = memref.cast %v : memref<4xi64> to memref<*xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %u) -> (memref<*xi64>) {
    %b = memref.alloc() : memref<4xi64>
    %w = memref.cast %b : memref<4xi64> to memref<*xi64>
    scf.yield %w : memref<*xi64>
  }
  return %r : memref<*xi64>
}

func.func @use(%u: memref<*xi64>, %k: i64) {
  %m = memref.cast %u : memref<*xi64> to memref<4xi64>
  %c0 = arith.constant 0 : index
  memref.store %k, %m[%c0] : memref<4xi64>
  %x = memref.load %m[%c0] : memref<4xi64>
  vector.print %x : i64
  return
}

// OUT: 5
// OUT-NEXT: 6
// OUT-NEXT: 7
// OUT-NEXT: 8
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %k5 = arith.constant 5 : i64
  %k6 = arith.constant 6 : i64
  %k7 = arith.constant 7 : i64
  %k8 = arith.constant 8 : i64
  %r1 = call @region(%t) : (i1) -> memref<*xi64>
  call @use(%r1, %k5) : (memref<*xi64>, i64) -> ()
  %r2 = call @region(%f) : (i1) -> memref<*xi64>
  call @use(%r2, %k6) : (memref<*xi64>, i64) -> ()
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %b1 = call @loop(%c0) : (index) -> memref<*xi64>
  call @use(%b1, %k7) : (memref<*xi64>, i64) -> ()
  %b2 = call @loop(%c2) : (index) -> memref<*xi64>
  call @use(%b2, %k8) : (memref<*xi64>, i64) -> ()
  return
}
