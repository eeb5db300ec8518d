// A buffer result of a call is a buffer of its own: the pass frees it (the
// caller owns call results) and makes every callee return a buffer of its
// own (a returned argument, global or duplicate becomes a clone). So the
// clone of %r that %x receives may be written while the function's
// argument %arg is read afterwards: %arg cannot be %r. The separation
// check took any two buffers from outside the function (arguments, call
// results) as possibly one and refused; it no longer does for a call
// result the pass owns. (A call that is handed buffers still passes them
// to its results in the alias analysis: such a result may be an argument.)
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}4{{$}}

// CHECK-LABEL: func.func @use
//       CHECK:   %[[R:.*]] = call @make()
//       CHECK:   %[[X:.*]] = scf.if
//       CHECK:     %[[C:.*]] = bufferization.clone %[[R]]
//       CHECK:     scf.yield %[[C]]
//       CHECK:   memref.store %{{.*}}, %[[X]]
//       CHECK:   memref.load %arg0
func.func @make() -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %k3 = arith.constant 3 : i64
  %f = memref.alloc() : memref<2xi64>
  memref.store %k3, %f[%c0] : memref<2xi64>
  return %f : memref<2xi64>
}
func.func @use(%arg: memref<2xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %r = call @make() : () -> memref<2xi64>
  %x = scf.if %c -> (memref<2xi64>) {
    scf.yield %r : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  %v = memref.load %x[%c0] : memref<2xi64>
  memref.store %v, %x[%c0] : memref<2xi64>
  %l = memref.load %arg[%c0] : memref<2xi64>
  %s = arith.addi %v, %l : i64
  return %s : i64
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %t = arith.constant true
  %m = memref.alloc() : memref<2xi64>
  memref.store %k1, %m[%c0] : memref<2xi64>
  %r = call @use(%m, %t) : (memref<2xi64>, i1) -> i64
  memref.dealloc %m : memref<2xi64>
  return %r : i64
}
