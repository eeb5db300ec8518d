// A buffer that reaches a value only through blocks no path reaches is
// not its alias: dead blocks' terminators never run. In @yield_live the
// execute_region yields %u, which the live entry edge fills with the
// argument %arg and only the dead ^bb2 -> ^bb3 -> ^bb1 chain with a view
// of %bytes; %bytes is therefore freed before the yield (the analysis was
// built again without dead blocks' forwardings: before, the pass refused
// with "cannot free a buffer this terminator uses"). @yield_live_too: the
// same edge from a live block does make %u an alias, and the view is
// cloned out of the region instead.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @yield_live(
//       CHECK:   scf.execute_region
//       CHECK:     %[[B:.*]] = memref.alloc() : memref<16xi8>
//       CHECK:     memref.dealloc %[[B]]
//  CHECK-NEXT:     cf.br ^[[J:bb[0-9]+]](%arg0
//       CHECK:   ^[[J]](%[[U:.*]]: memref<?xi64>):
//  CHECK-NEXT:     scf.yield %[[U]]
func.func @yield_live(%arg: memref<?xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.execute_region -> memref<?xi64> {
    %bytes = memref.alloc() : memref<16xi8>
    %v = memref.view %bytes[%c0][%c2] : memref<16xi8> to memref<?xi64>
    %seven = arith.constant 7 : i64
    memref.store %seven, %v[%c0] : memref<?xi64>
    cf.br ^bb1(%arg : memref<?xi64>)
  ^bb2:
    cf.cond_br %c, ^bb3(%v : memref<?xi64>), ^bb3(%arg : memref<?xi64>)
  ^bb3(%j: memref<?xi64>):
    cf.br ^bb1(%j : memref<?xi64>)
  ^bb1(%u: memref<?xi64>):
    scf.yield %u : memref<?xi64>
  }
  %x = memref.load %r[%c0] : memref<?xi64>
  return %x : i64
}

// CHECK-LABEL: func.func @yield_live_too(
//       CHECK:   scf.execute_region
//       CHECK:   ^bb2(%[[U:.*]]: memref<?xi64>):
//  CHECK-NEXT:     bufferization.clone %[[U]]
func.func @yield_live_too(%arg: memref<?xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.execute_region -> memref<?xi64> {
    %bytes = memref.alloc() : memref<16xi8>
    %v = memref.view %bytes[%c0][%c2] : memref<16xi8> to memref<?xi64>
    %seven = arith.constant 7 : i64
    memref.store %seven, %v[%c0] : memref<?xi64>
    cf.cond_br %c, ^bb3(%v : memref<?xi64>), ^bb3(%arg : memref<?xi64>)
  ^bb3(%j: memref<?xi64>):
    cf.br ^bb1(%j : memref<?xi64>)
  ^bb1(%u: memref<?xi64>):
    scf.yield %u : memref<?xi64>
  }
  %x = memref.load %r[%c0] : memref<?xi64>
  return %x : i64
}

// OUT: 12
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %five = arith.constant 5 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %five, %a[%c0] : memref<1xi64>
  %ad = memref.cast %a : memref<1xi64> to memref<?xi64>
  %x = func.call @yield_live(%ad, %t) : (memref<?xi64>, i1) -> i64
  %y = func.call @yield_live_too(%ad, %t) : (memref<?xi64>, i1) -> i64
  %s = arith.addi %x, %y : i64
  memref.dealloc %a : memref<1xi64>
  return %s : i64
}
