// The input frees a buffer of the function's own by hand on one path (a
// free of the scf.if result, not of an allocation: the buffers that flow
// into it are left to the program) and returns it on another. The return
// hands the buffer to the caller as it is: a clone there would be what
// the caller frees, and the buffer itself would leak on that path (the
// pass used to clone it; its own output, where a critical alias is freed
// on one path and returned on another, has this shape, so a second run
// leaked).
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-opt --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}30{{$}}

// CHECK-LABEL: func.func private @pick
//       CHECK:   %[[R:.*]] = scf.if
//       CHECK:   cf.cond_br
//       CHECK:   memref.dealloc %[[R]]
//       CHECK:   %[[G:.*]] = memref.alloc()
//       CHECK:   return %[[G]]
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[R]]
func.func private @pick(%c: i1, %d: i1) -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %k5 = arith.constant 5 : i64
  %k9 = arith.constant 9 : i64
  %k11 = arith.constant 11 : i64
  %r = scf.if %c -> (memref<2xi64>) {
    %a = memref.alloc() : memref<2xi64>
    memref.store %k5, %a[%c0] : memref<2xi64>
    scf.yield %a : memref<2xi64>
  } else {
    %b = memref.alloc() : memref<2xi64>
    memref.store %k9, %b[%c0] : memref<2xi64>
    scf.yield %b : memref<2xi64>
  }
  cf.cond_br %d, ^free, ^keep
^free:
  memref.dealloc %r : memref<2xi64>
  %g = memref.alloc() : memref<2xi64>
  memref.store %k11, %g[%c0] : memref<2xi64>
  return %g : memref<2xi64>
^keep:
  return %r : memref<2xi64>
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = call @pick(%t, %t) : (i1, i1) -> memref<2xi64>
  %y = call @pick(%f, %f) : (i1, i1) -> memref<2xi64>
  %u = call @pick(%t, %f) : (i1, i1) -> memref<2xi64>
  %a = memref.load %x[%c0] : memref<2xi64>
  %b = memref.load %y[%c0] : memref<2xi64>
  %e = memref.load %u[%c0] : memref<2xi64>
  %s = arith.addi %a, %b : i64
  %s2 = arith.subi %s, %e : i64
  %s3 = arith.addi %s2, %s2 : i64
  return %s3 : i64
}
