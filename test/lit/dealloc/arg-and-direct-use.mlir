// A buffer passed to a block as an argument and also used directly there
// has two owners in that block (upstream fails: "MemRef value does not
// have valid ownership", since its retain list holds the buffer twice).
// The retain list holds each value once, and bufferization.dealloc frees
// the buffer once, at the last of its owners' deaths.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @both
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[O:.*]] = bufferization.dealloc ({{.*}}) if (%{{.*}}) retain (%[[A]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb1(%[[A]], %[[O]] : memref<2xf32>, i1)
//       CHECK: ^bb1(%[[P:.*]]: memref<2xf32>, %[[OP:.*]]: i1):
//       CHECK:   memref.copy %[[A]], %[[P]]
//       CHECK:   %[[BA:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[BP:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[P]]
//       CHECK:   bufferization.dealloc (%[[BA]], %[[BP]] : memref<f32>, memref<f32>) if (%[[O]], %[[OP]])
func.func @both() {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
^bb1(%p: memref<2xf32>):
  memref.copy %a, %p : memref<2xf32> to memref<2xf32>
  return
}

// The direct use outlives the argument on one path only.
// CHECK-LABEL: func.func @diverging
//       CHECK:   cf.cond_br
func.func @diverging(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb2(%a : memref<2xf32>)
^bb1(%p: memref<2xf32>):
  %b = memref.alloc() : memref<2xf32>
  memref.copy %p, %b : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%b : memref<2xf32>)
^bb2(%q: memref<2xf32>):
  memref.copy %a, %q : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @both() : () -> ()
  %0 = call @diverging(%t) : (i1) -> memref<2xf32>
  %1 = call @diverging(%f) : (i1) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}
