// A free of a call result in the input is the caller freeing a buffer it
// owns (a callee returns a buffer of its own; the pass makes every callee
// do so). It does not make the call's arguments, or the values the callee
// returns, buffers managed by hand:
// - @main frees what @id returns, its last use of %a (in the input @id
//   returns %a itself); @id returns a clone of its argument after the
//   pass, so the pass still frees %a, right after the call, the result
//   being a buffer of its own (it used to leave %a to the program, which
//   then never freed it: a leak);
// - @rec (already in the form the pass gives it) frees the result of its
//   own recursive call. The alias analysis connects the value @rec returns
//   to that call result; the returned clone is still a buffer the pass owns, so a second run of the pass on
//   its own output returns it as it is (it used to clone it again and
//   leak the first clone).
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-opt --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-opt --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}56{{$}}

// CHECK-LABEL: func.func private @id
//       CHECK:   %[[C:.*]] = bufferization.clone %arg0
//  CHECK-NEXT:   return %[[C]]
func.func private @id(%arg0: memref<4xi64>) -> memref<4xi64> {
  return %arg0 : memref<4xi64>
}

// CHECK-LABEL: func.func private @rec
//       CHECK:   %[[R:.*]] = scf.if
//       CHECK:     %[[N:.*]] = func.call @rec
//       CHECK:     memref.dealloc %[[N]]
//       CHECK:   %[[C:.*]] = bufferization.clone %[[R]]
//  CHECK-NEXT:   return %[[C]]
func.func private @rec(%arg0: memref<4xi64>, %n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  %r = scf.if %more -> (memref<4xi64>) {
    %m = arith.subi %n, %c1 : index
    %inner = func.call @rec(%arg0, %m) : (memref<4xi64>, index) -> memref<4xi64>
    %v = memref.load %inner[%c0] : memref<4xi64>
    memref.dealloc %inner : memref<4xi64>
    %w = memref.load %arg0[%c0] : memref<4xi64>
    %s = arith.addi %v, %w : i64
    memref.store %s, %arg0[%c0] : memref<4xi64>
    scf.yield %arg0 : memref<4xi64>
  } else {
    scf.yield %arg0 : memref<4xi64>
  }
  %own = bufferization.clone %r : memref<4xi64> to memref<4xi64>
  return %own : memref<4xi64>
}

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[Q:.*]] = call @rec(%[[A]]
//       CHECK:   memref.dealloc %[[Q]]
//       CHECK:   %[[R:.*]] = call @id(%[[A]])
//  CHECK-NEXT:   memref.dealloc %[[A]]
//       CHECK:   memref.dealloc %[[R]]
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %c7, %a[%c0] : memref<4xi64>
  %q = call @rec(%a, %c2) : (memref<4xi64>, index) -> memref<4xi64>
  %w = memref.load %q[%c0] : memref<4xi64>
  memref.dealloc %q : memref<4xi64>
  %r = call @id(%a) : (memref<4xi64>) -> memref<4xi64>
  %v = memref.load %r[%c0] : memref<4xi64>
  memref.dealloc %r : memref<4xi64>
  %t = arith.addi %v, %w : i64
  return %t : i64
}
