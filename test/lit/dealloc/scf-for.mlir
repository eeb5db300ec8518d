// scf.for with a buffer iter_arg: the loop gets an i1 iter_arg (false on
// entry: the loop never owns its init), the body frees the previous
// iteration's buffer once it is dead, and the result carries the
// ownership out.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @accumulate
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[INIT:.*]] = memref.alloc()
//       CHECK:   %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[IT:.*]] = %[[INIT]], %[[OWN:.*]] = %[[F]]) -> (memref<2xf32>, i1) {
//       CHECK:     %[[N:.*]] = memref.alloc()
//       CHECK:     memref.copy %[[IT]], %[[N]]
//       CHECK:     %[[BI:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[IT]]
//       CHECK:     %[[BN:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[N]]
//       CHECK:     %[[O:.*]] = bufferization.dealloc (%[[BI]], %[[BN]] : memref<f32>, memref<f32>) if (%[[OWN]], %{{.*}}) retain (%[[N]] : memref<2xf32>)
//       CHECK:     scf.yield %[[N]], %[[O]] : memref<2xf32>, i1
//       CHECK:   }
//       CHECK:   scf.if %[[R]]#1
func.func @accumulate(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<2xf32> {
    %next = memref.alloc() : memref<2xf32>
    memref.copy %it, %next : memref<2xf32> to memref<2xf32>
    scf.yield %next : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// A loop yielding its own argument on some iterations and a new buffer on
// others (an scf.if inside).
// CHECK-LABEL: func.func @maybe_new
//       CHECK:   scf.for {{.*}} -> (memref<2xf32>, i1) {
//       CHECK:     scf.if {{.*}} -> (memref<2xf32>, i1) {
//       CHECK:     scf.yield %{{.*}}, %{{.*}} : memref<2xf32>, i1
func.func @maybe_new(%n: index, %arg: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %arg) -> memref<2xf32> {
    %odd = arith.remui %i, %c2 : index
    %c = arith.cmpi eq, %odd, %c0 : index
    %v = scf.if %c -> memref<2xf32> {
      %a = memref.alloc() : memref<2xf32>
      memref.copy %it, %a : memref<2xf32> to memref<2xf32>
      scf.yield %a : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %v : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x = memref.alloc() : memref<2xf32>
  %0 = call @accumulate(%c3) : (index) -> memref<2xf32>
  %1 = call @accumulate(%c0) : (index) -> memref<2xf32>
  %2 = call @maybe_new(%c4, %x) : (index, memref<2xf32>) -> memref<2xf32>
  %3 = call @maybe_new(%c0, %x) : (index, memref<2xf32>) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %2, %3 : memref<2xf32> to memref<2xf32>
  return
}
