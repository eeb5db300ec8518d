// The ownership fallback's function-boundary rules meet this pass's
// callers, which free every buffer result of a call on its own.
// @pick_twice is refused by the copy-based strategy (the scf.if's clone of
// %a would not see the store) and taken by the ownership passes, which may
// return one buffer twice (%r is %a when %fresh is false). So a returned
// memref that may be an earlier result is compared with it at run time and
// handed over as a clone when it is the same buffer: the caller, copy-based,
// frees each result once. Both calls run under --check: 1 + 5 and 5 + 5.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL
// A second run leaves the function the fallback took alone (it carries the
// mark): placing frees again around its guarded ones leaked %a.
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-opt --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @pick_twice
//       CHECK:   %[[SAME:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
//  CHECK-NEXT:   %[[OUT:.*]] = scf.if %[[SAME]] -> (memref<2xi64>) {
//  CHECK-NEXT:     %[[C:.*]] = bufferization.clone %[[A:.*]] :
//  CHECK-NEXT:     scf.yield %[[C]]
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     scf.yield %[[A]]
//       CHECK:   return %{{.*}}, %[[OUT]]
func.func @pick_twice(%fresh: i1) -> (memref<2xi64>, memref<2xi64>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %one, %a[%c0] : memref<2xi64>
  %r = scf.if %fresh -> memref<2xi64> {
    %b = memref.alloc() : memref<2xi64>
    memref.copy %a, %b : memref<2xi64> to memref<2xi64>
    scf.yield %b : memref<2xi64>
  } else {
    scf.yield %a : memref<2xi64>
  }
  memref.store %five, %a[%c0] : memref<2xi64>
  return %r, %a : memref<2xi64>, memref<2xi64>
}

// VAL: {{^}}70{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %p:2 = call @pick_twice(%t) : (i1) -> (memref<2xi64>, memref<2xi64>)
  %q:2 = call @pick_twice(%f) : (i1) -> (memref<2xi64>, memref<2xi64>)
  %x = memref.load %p#0[%c0] : memref<2xi64>
  %y = memref.load %p#1[%c0] : memref<2xi64>
  %z = memref.load %q#0[%c0] : memref<2xi64>
  %w = memref.load %q#1[%c0] : memref<2xi64>
  %s1 = arith.addi %x, %y : i64
  %s2 = arith.addi %z, %w : i64
  %ten = arith.constant 10 : i64
  %s3 = arith.muli %s1, %ten : i64
  %s = arith.addi %s3, %s2 : i64
  return %s : i64
}
