// A call result that may be a buffer managed by hand (here the caller's
// %x, which it frees itself) or a fresh buffer of the callee: the caller
// owns it exactly when its pointer differs from the arguments the callee
// may return as they are (ownership_dealloc_returns.c). Before, the whole
// result was managed by hand and the fresh buffers leaked. @pick returns
// an argument or a buffer it owns: nothing to add. @pick_global may also
// return a global, which it clones unless the value is the argument.
// @rec needs its own summary to read its recursive call (a fixpoint).
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-opt --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=true | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: 138

// CHECK-LABEL: func.func private @pick(
//  CHECK-SAME:     %[[M:.*]]: memref<4xi64>
//       CHECK:   %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %[[M]]
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[S]] :

// CHECK-LABEL: func.func private @pick_global(
//  CHECK-SAME:     %[[M:.*]]: memref<4xi64>
//       CHECK:   %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %[[M]]
//       CHECK:   %[[PS:.*]] = memref.extract_aligned_pointer_as_index %[[S]]
//       CHECK:   %[[PM:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
//       CHECK:   %[[IS:.*]] = arith.cmpi eq, %[[PS]], %[[PM]]
//       CHECK:   %[[KEEP:.*]] = arith.ori %[[IS]],
//       CHECK:   %[[R:.*]] = scf.if %[[KEEP]]
//       CHECK:     scf.yield %[[S]]
//       CHECK:     %[[C:.*]] = bufferization.clone %[[S]]
//       CHECK:     scf.yield %[[C]]
//       CHECK:   return %[[R]] :

// CHECK-LABEL: func.func private @rec(
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[X:.*]] = func.call @rec(%[[A]],
//   CHECK-DAG:   %[[PX:.*]] = memref.extract_aligned_pointer_as_index %[[X]]
//   CHECK-DAG:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
//       CHECK:   %[[OWN:.*]] = arith.cmpi ne, %[[PX]], %[[PA]]
//       CHECK:   bufferization.dealloc ({{.*}}) if (%{{.*}}, %[[OWN]]) retain (%[[X]] :

// CHECK-LABEL: func.func @main(
//       CHECK:   %[[XB:.*]] = memref.alloc
//       CHECK:   %[[R1:.*]] = call @pick(%[[XB]],
//   CHECK-DAG:   %[[P1:.*]] = memref.extract_aligned_pointer_as_index %[[R1]]
//   CHECK-DAG:   %[[P2:.*]] = memref.extract_aligned_pointer_as_index %[[XB]]
//       CHECK:   %[[O1:.*]] = arith.cmpi ne, %[[P1]], %[[P2]]
//       CHECK:   memref.dealloc %[[XB]]
//       CHECK:   %[[B1:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R1]]
//       CHECK:   bufferization.dealloc (%[[B1]], {{.*}}) if (%[[O1]],
memref.global "private" constant @g : memref<4xi64> = dense<[7, 7, 7, 7]>
func.func private @pick(%m: memref<4xi64>, %c: i1) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  %s = arith.select %c, %a, %m : memref<4xi64>
  return %s : memref<4xi64>
}
func.func private @pick_global(%m: memref<4xi64>, %c: i1) -> memref<4xi64> {
  %g = memref.get_global @g : memref<4xi64>
  %s = arith.select %c, %g, %m : memref<4xi64>
  return %s : memref<4xi64>
}
func.func private @rec(%m: memref<4xi64>, %n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  %r = scf.if %more -> memref<4xi64> {
    %a = memref.alloc() : memref<4xi64>
    %v = arith.constant 100 : i64
    memref.store %v, %a[%c0] : memref<4xi64>
    %n1 = arith.subi %n, %c1 : index
    %x = func.call @rec(%a, %n1) : (memref<4xi64>, index) -> memref<4xi64>
    scf.yield %x : memref<4xi64>
  } else {
    scf.yield %m : memref<4xi64>
  }
  return %r : memref<4xi64>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 10 : i64
  %x = memref.alloc() : memref<4xi64>
  memref.store %v, %x[%c0] : memref<4xi64>
  %r1 = call @pick(%x, %t) : (memref<4xi64>, i1) -> memref<4xi64>
  %r2 = call @pick(%x, %f) : (memref<4xi64>, i1) -> memref<4xi64>
  %r3 = call @pick_global(%x, %t) : (memref<4xi64>, i1) -> memref<4xi64>
  %r4 = call @pick_global(%x, %f) : (memref<4xi64>, i1) -> memref<4xi64>
  %r5 = call @rec(%x, %c2) : (memref<4xi64>, index) -> memref<4xi64>
  %r6 = call @rec(%x, %c0) : (memref<4xi64>, index) -> memref<4xi64>
  %l1 = memref.load %r1[%c0] : memref<4xi64>
  %l2 = memref.load %r2[%c0] : memref<4xi64>
  %l3 = memref.load %r3[%c0] : memref<4xi64>
  %l4 = memref.load %r4[%c0] : memref<4xi64>
  %l5 = memref.load %r5[%c0] : memref<4xi64>
  %l6 = memref.load %r6[%c0] : memref<4xi64>
  memref.dealloc %x : memref<4xi64>
  %s1 = arith.addi %l1, %l2 : i64
  %s2 = arith.addi %s1, %l3 : i64
  %s3 = arith.addi %s2, %l4 : i64
  %s4 = arith.addi %s3, %l5 : i64
  %s5 = arith.addi %s4, %l6 : i64
  return %s5 : i64
}
