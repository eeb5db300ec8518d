// If/else diamonds with cf.cond_br: before the branch, one dealloc per
// successor with the ownership and-ed with the branch condition (or its
// negation); a value kept on both edges gets the ownership of the edge
// taken (arith.select). Block arguments receive an i1 ownership argument
// that every predecessor forwards.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @diamond
//  CHECK-SAME: (%[[C:.*]]: i1, %[[ARG:.*]]: memref<2xf32>)
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[BARG:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[ARG]]
//       CHECK:   %[[THEN:.*]] = arith.andi %[[F]], %[[C]] : i1
//       CHECK:   %[[O1:.*]] = bufferization.dealloc (%[[BARG]] : memref<f32>) if (%[[THEN]]) retain (%[[ARG]] : memref<2xf32>)
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[NOT:.*]] = arith.xori %[[T]], %[[C]] : i1
//       CHECK:   %[[ELSE:.*]] = arith.andi %[[F]], %[[NOT]] : i1
//       CHECK:   %[[O2:.*]] = bufferization.dealloc (%[[BARG]] : memref<f32>) if (%[[ELSE]]) retain (%[[ARG]] : memref<2xf32>)
//       CHECK:   %[[SEL:.*]] = arith.select %[[C]], %[[O1]], %[[O2]] : i1
//       CHECK:   cf.cond_br %[[C]], ^bb1, ^bb2
//       CHECK: ^bb1:
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[R1:.*]] = bufferization.dealloc ({{.*}}) if (%[[SEL]], %{{.*}}) retain (%[[A]] : memref<2xf32>)
//       CHECK:   cf.br ^bb3(%[[A]], %[[R1]] : memref<2xf32>, i1)
//       CHECK: ^bb2:
//       CHECK:   %[[R2:.*]] = bufferization.dealloc ({{.*}}) if (%[[SEL]]) retain (%[[ARG]] : memref<2xf32>)
//       CHECK:   cf.br ^bb3(%[[ARG]], %[[R2]] : memref<2xf32>, i1)
//       CHECK: ^bb3(%[[M:.*]]: memref<2xf32>, %[[OWN:.*]]: i1):
// The returned buffer must be owned (function-boundary ABI): clone it
// when the merged ownership says it is not.
//       CHECK:   %[[RES:.*]] = scf.if %[[OWN]] -> (memref<2xf32>) {
//       CHECK:     scf.yield %[[M]]
//       CHECK:   } else {
//       CHECK:     %[[CL:.*]] = bufferization.clone %[[M]]
//       CHECK:     scf.yield %[[CL]]
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[OWN]], %{{.*}}) retain (%[[RES]] : memref<2xf32>)
//       CHECK:   return %[[RES]]
func.func @diamond(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  return %m : memref<2xf32>
}

// Each successor gets its own buffer; a buffer used on one side only is
// freed on the other edge before the branch.
// CHECK-LABEL: func.func @two_allocs
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[A]] : memref<2xf32>)
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[B]] : memref<2xf32>)
//       CHECK:   cf.cond_br
func.func @two_allocs(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%b : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  return %m : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = memref.alloc() : memref<2xf32>
  %0 = call @diamond(%t, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  %1 = call @diamond(%f, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  %2 = call @two_allocs(%t) : (i1) -> memref<2xf32>
  %3 = call @two_allocs(%f) : (i1) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %2, %3 : memref<2xf32> to memref<2xf32>
  return
}
