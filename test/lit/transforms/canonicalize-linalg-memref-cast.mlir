// REQUIRES: mlir-opt
// linalg.generic and the named structured ops look through a memref.cast
// of an operand (upstream's foldMemRefCast): the op takes the cast's
// source, whatever the cast drops (static sizes, a layout). A cast from
// an unranked memref stays, and so does one feeding linalg.map, which has
// no such folder.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: %mlir_opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @named(
//  CHECK-SAME:     %[[A:.*]]: memref<8xf32>
//   CHECK-NOT:   memref.cast
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<8xf32>)
func.func @named(%a: memref<8xf32>, %f: f32) {
  %c = memref.cast %a : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  linalg.fill ins(%f : f32) outs(%c : memref<?xf32, strided<[?], offset: ?>>)
  return
}

// CHECK-LABEL: func.func @generic(
//  CHECK-SAME:     %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>
//   CHECK-NOT:   memref.cast
//       CHECK:   linalg.generic {{.*}} ins(%[[A]] : memref<4xf32>) outs(%[[B]] : memref<4xf32>)
#id = affine_map<(d0) -> (d0)>
func.func @generic(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c : memref<?xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// CHECK-LABEL: func.func @kept(
//       CHECK:   memref.cast %{{.*}} : memref<*xf32> to memref<4xf32>
//       CHECK:   linalg.fill
//       CHECK:   memref.cast %{{.*}} : memref<4xf32> to memref<?xf32>
//       CHECK:   linalg.map
func.func @kept(%u: memref<*xf32>, %a: memref<4xf32>, %b: memref<?xf32>, %f: f32) {
  %c = memref.cast %u : memref<*xf32> to memref<4xf32>
  linalg.fill ins(%f : f32) outs(%c : memref<4xf32>)
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  linalg.map ins(%d : memref<?xf32>) outs(%b : memref<?xf32>)
    (%in: f32, %out: f32) {
      linalg.yield %in : f32
    }
  return
}

// The folded program still runs: 2.5 written through the source.
// VALUE: 2.5
func.func @main() -> f32 {
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.5 : f32
  %m = memref.alloc() : memref<8xf32>
  call @named(%m, %x) : (memref<8xf32>, f32) -> ()
  %r = memref.load %m[%c1] : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  return %r : f32
}
