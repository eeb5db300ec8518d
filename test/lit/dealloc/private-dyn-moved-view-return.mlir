// private-function-dynamic-ownership: @at8 returns a view at byte shift 8
// of its argument, which it does not own. Returned as it is (ownership
// false), its pointer is the argument's plus 8, and the caller's keys see
// no chain through the call: the dealloc of %bytes before the branch
// compared the two pointers, found them different and freed %bytes under
// the view (use after free in ^body). A function passing ownership
// dynamically now returns such a view owned, as the ABI does (a clone,
// unless it owns the view's buffer).
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=true | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=true | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: 14

// CHECK-LABEL: func.func private @at8(
//       CHECK:   %[[V:.*]] = memref.view
//       CHECK:   %[[C:.*]] = bufferization.clone %[[V]]
//       CHECK:   return %[[C]], %true
func.func private @at8(%b: memref<16xi8>) -> memref<1xi64> {
  %c8 = arith.constant 8 : index
  %v = memref.view %b[%c8][] : memref<16xi8> to memref<1xi64>
  return %v : memref<1xi64>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %k = arith.constant 7 : i64
  %z = arith.constant 0 : i64
  %bytes = memref.alloc() : memref<16xi8>
  %w = memref.view %bytes[%c8][] : memref<16xi8> to memref<1xi64>
  memref.store %k, %w[%c0] : memref<1xi64>
  %r = call @at8(%bytes) : (memref<16xi8>) -> memref<1xi64>
  cf.br ^loop(%c0, %z : index, i64)
^loop(%i: index, %s: i64):
  %more = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %more, ^body, ^done
^body:
  %x = memref.load %r[%c0] : memref<1xi64>
  %s1 = arith.addi %s, %x : i64
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1, %s1 : index, i64)
^done:
  return %s : i64
}
