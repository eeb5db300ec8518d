// A call result may be the call's argument as it is: here under
// private-function-dynamic-ownership, @id returns its argument (a view at
// byte shift 8 of %bytes) with ownership false. The lowered dealloc of
// %bytes retains the result; comparing the result's own pointer (%bytes
// + 8) freed %bytes under it (use after free in ^bb3). The result's key
// is the argument's key (the view's source pointer) when the pointers are
// equal (lower_deallocations_keys.c, call_result_key).
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=true | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=true | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: 7

// CHECK-LABEL: func.func @main(
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<48xi8>
//       CHECK:   %[[V:.*]] = memref.view %[[B]]
//       CHECK:   %[[C:.*]] = memref.cast %[[V]]
//       CHECK:   %[[R:.*]]:2 = call @id(%[[C]])
//   CHECK-DAG:   %[[PB:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
//   CHECK-DAG:   %[[PR:.*]] = memref.extract_aligned_pointer_as_index %[[R]]#0
//   CHECK-DAG:   %[[PC:.*]] = memref.extract_aligned_pointer_as_index %[[C]]
//       CHECK:   %[[SAME:.*]] = arith.cmpi eq, %[[PR]], %[[PC]]
//       CHECK:   %[[KEY:.*]] = arith.select %[[SAME]], %[[PB]], %[[PR]] : index
//       CHECK:   arith.cmpi ne, %[[PB]], %[[KEY]]
memref.global "private" @knobs : memref<1xi64> = dense<[1]>
memref.global "private" @acc : memref<1xi64> = dense<0>
func.func private @id(%m: memref<?xi64>) -> memref<?xi64> {
  return %m : memref<?xi64>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %v7 = arith.constant 7 : i64
  %v9 = arith.constant 9 : i64
  %g = memref.get_global @knobs : memref<1xi64>
  %acc = memref.get_global @acc : memref<1xi64>
  %k = memref.load %g[%c0] : memref<1xi64>
  %c = arith.trunci %k : i64 to i1
  %bytes = memref.alloc() : memref<48xi8>
  %view = memref.view %bytes[%c8][%c4] : memref<48xi8> to memref<?xi64>
  memref.store %v7, %view[%c0] : memref<?xi64>
  %r = call @id(%view) : (memref<?xi64>) -> memref<?xi64>
  cf.cond_br %c, ^bb1(%view : memref<?xi64>), ^bb2
^bb1(%a: memref<?xi64>):
  memref.store %v9, %acc[%c0] : memref<1xi64>
  cf.br ^bb3(%a : memref<?xi64>)
^bb2:
  %o = memref.alloc(%c4) : memref<?xi64>
  cf.br ^bb3(%o : memref<?xi64>)
^bb3(%j: memref<?xi64>):
  %x = memref.load %r[%c0] : memref<?xi64>
  return %x : i64
}
