// A cycle handing its arguments around in other positions: @a frees its
// first argument, and through @b calls itself with the two swapped, so it
// may free either. The question "which arguments does a callee free"
// (buffer_deallocation_callees.c) is answered by a fixpoint over the call
// graph; the walk before assumed a function on its path freed nothing and
// kept that answer, so @main was told @a frees only %u, freed %v too, and
// %v was freed twice at run time. Both are left to the program here
// (@main frees %u itself; @a frees %v).
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL

// VAL: 7
// CHECK-LABEL: func.func @main
//       CHECK:   call @a
//       CHECK:   memref.dealloc %[[U:.*]] : memref<2xi64>
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
func.func @a(%x: memref<2xi64>, %y: memref<2xi64>, %k: index) {
  %c0 = arith.constant 0 : index
  %z = arith.cmpi eq, %k, %c0 : index
  scf.if %z {
    memref.dealloc %x : memref<2xi64>
  } else {
    func.call @b(%y, %x, %k) : (memref<2xi64>, memref<2xi64>, index) -> ()
  }
  return
}

func.func @b(%p: memref<2xi64>, %q: memref<2xi64>, %k: index) {
  %c1 = arith.constant 1 : index
  %j = arith.subi %k, %c1 : index
  func.call @a(%p, %q, %j) : (memref<2xi64>, memref<2xi64>, index) -> ()
  return
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i64
  %u = memref.alloc() : memref<2xi64>
  %v = memref.alloc() : memref<2xi64>
  memref.store %seven, %u[%c0] : memref<2xi64>
  func.call @a(%u, %v, %c1) : (memref<2xi64>, memref<2xi64>, index) -> ()
  %r = memref.load %u[%c0] : memref<2xi64>
  memref.dealloc %u : memref<2xi64>
  return %r : i64
}
