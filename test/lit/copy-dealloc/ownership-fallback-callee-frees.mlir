// A function taken by the ownership fallback that hands a buffer to a callee
// freeing its argument by hand. The fallback's facts of hand frees are the
// function's own, so the copy-based pass tells it which operands its callees
// free (bd_freed_call_operands): %e is left to @consume, freed once.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL

func.func private @consume(%m: memref<2xi64>) {
  memref.dealloc %m : memref<2xi64>
  return
}

// CHECK-LABEL: func.func @keep_and_give
//  CHECK-SAME:   attributes {mlbuf.ownership_fallback}
//       CHECK:   call @consume(%[[E:[a-z_0-9]+]])
//   CHECK-NOT:   memref.dealloc %[[E]]
//       CHECK:   return
func.func @keep_and_give(%fresh: i1) -> i64 {
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
  %x = memref.load %r[%c0] : memref<2xi64>
  %e = memref.alloc() : memref<2xi64>
  call @consume(%e) : (memref<2xi64>) -> ()
  return %x : i64
}

// VAL: {{^}}6{{$}}
func.func @main() -> i64 {
  %t = arith.constant true
  %f = arith.constant false
  %p = call @keep_and_give(%t) : (i1) -> i64
  %q = call @keep_and_give(%f) : (i1) -> i64
  %s = arith.addi %p, %q : i64
  return %s : i64
}
