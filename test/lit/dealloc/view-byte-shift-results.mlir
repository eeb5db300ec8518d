// A function returning a buffer and a view of it that moves the pointer
// (memref.view with a byte shift). The callers own both results and free
// the allocation once by comparing their pointers; the view's pointer is
// its source's plus the shift, so both results were freed (double free,
// upstream too). The view is cloned before it is returned, as the ABI
// clones what the function does not own, also when the view reaches the
// return through a region result (@through_if); results that alias
// without a moved pointer are not cloned (@plain).
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func private @two
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<48xi8>
//       CHECK:   %[[V:.*]] = memref.view %[[A]]
//       CHECK:   %[[C:.*]] = bufferization.clone %[[V]]
//       CHECK:   return %[[A]], %[[C]] :
// CHECK-LABEL: func.func private @through_if
//       CHECK:   %[[R:.*]]:2 = scf.if
//       CHECK:   bufferization.clone %[[R]]#0
// CHECK-LABEL: func.func private @plain
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return
// OUT: 21
func.func private @two() -> (memref<48xi8>, memref<2xi64>) {
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<48xi8>
  %v = memref.view %a[%c16][] : memref<48xi8> to memref<2xi64>
  return %a, %v : memref<48xi8>, memref<2xi64>
}
func.func private @through_if(%c: i1) -> (memref<48xi8>, memref<2xi64>) {
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<48xi8>
  %r = scf.if %c -> memref<2xi64> {
    %v = memref.view %a[%c16][] : memref<48xi8> to memref<2xi64>
    scf.yield %v : memref<2xi64>
  } else {
    %n = memref.alloc() : memref<2xi64>
    scf.yield %n : memref<2xi64>
  }
  return %a, %r : memref<48xi8>, memref<2xi64>
}
func.func private @plain() -> (memref<4xi64>, memref<2xi64, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<4xi64>
  %s = memref.subview %a[2] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 2>>
  return %a, %s : memref<4xi64>, memref<2xi64, strided<[1], offset: 2>>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : i64
  %r:2 = call @two() : () -> (memref<48xi8>, memref<2xi64>)
  memref.store %c7, %r#1[%c0] : memref<2xi64>
  %x = memref.load %r#1[%c0] : memref<2xi64>
  %p:2 = call @plain() : () -> (memref<4xi64>, memref<2xi64, strided<[1], offset: 2>>)
  memref.store %c7, %p#1[%c0] : memref<2xi64, strided<[1], offset: 2>>
  %y = memref.load %p#0[%c2] : memref<4xi64>
  %true = arith.constant true
  %q:2 = call @through_if(%true) : (i1) -> (memref<48xi8>, memref<2xi64>)
  memref.store %c7, %q#1[%c0] : memref<2xi64>
  %z = memref.load %q#1[%c0] : memref<2xi64>
  %s0 = arith.addi %x, %y : i64
  %s = arith.addi %s0, %z : i64
  return %s : i64
}
