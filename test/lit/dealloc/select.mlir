// arith.select of buffers: returning a select needs the ownership of the
// operand it picked, a select of the operands' indicators (the
// deallocation facts of arith.select). A select of two owned buffers is
// owned either way; the one not picked is freed by the runtime alias
// check of bufferization.dealloc.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @alloc_or_arg
//  CHECK-SAME: (%[[C:.*]]: i1, %[[ARG:.*]]: memref<2xf32>)
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[S:.*]] = arith.select %[[C]], %[[A]], %[[ARG]] : memref<2xf32>
//       CHECK:   %[[O:.*]] = arith.select %[[C]], %[[T]], %[[F]] : i1
//       CHECK:   %[[R:.*]] = scf.if %[[O]] -> (memref<2xf32>) {
//       CHECK:     scf.yield %[[S]]
//       CHECK:   } else {
//       CHECK:     bufferization.clone %[[S]]
//       CHECK:   bufferization.dealloc ({{.*}}) retain (%[[R]] : memref<2xf32>)
func.func @alloc_or_arg(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg : memref<2xf32>
  return %s : memref<2xf32>
}

// CHECK-LABEL: func.func @two_allocs
//       CHECK:   %[[S:.*]] = arith.select
//       CHECK:   %[[O:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : i1
//       CHECK:   scf.if %[[O]]
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain
func.func @two_allocs(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  return %s : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = memref.alloc() : memref<2xf32>
  %0 = call @alloc_or_arg(%t, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  %1 = call @alloc_or_arg(%f, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  %2 = call @two_allocs(%t) : (i1) -> memref<2xf32>
  %3 = call @two_allocs(%f) : (i1) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %2, %3 : memref<2xf32> to memref<2xf32>
  return
}
