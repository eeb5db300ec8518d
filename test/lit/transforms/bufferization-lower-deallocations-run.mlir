// The dealloc lowerings keep bufferization.dealloc's run-time meaning:
// mlbuf-run --check interprets the deallocs directly and each lowering of
// them (general case through dealloc_helper with a run-time alias, one
// memref with a retained value, one memref alone), with the same results
// and no leak or double free.
// RUN: mlbuf-run --check %s -e main | FileCheck %s
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | mlbuf-run --check - -e main | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-simplification --bufferization-lower-deallocations | mlbuf-run --check - -e main | FileCheck %s
// RUN: mlbuf-opt %s --convert-bufferization-to-memref | mlbuf-run --check - -e main | FileCheck %s

// CHECK: false
// CHECK-NEXT: true
// CHECK-NEXT: true
// CHECK-NEXT: 1

func.func @pick(%c: i1, %x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  %r = arith.select %c, %x, %y : memref<4xf32>
  return %r : memref<4xf32>
}
func.func @main() -> (i1, i1, i1, f32) {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.store %one, %c[%c0] : memref<4xf32>
  %p = call @pick(%t, %a, %b) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  // %p is %a at run time: general case with a runtime alias.
  %r0:2 = bufferization.dealloc (%a, %b, %p : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%t, %t, %t) retain (%c, %p : memref<4xf32>, memref<4xf32>)
  bufferization.dealloc (%p : memref<4xf32>) if (%r0#1)
  %v = memref.load %c[%c0] : memref<4xf32>
  // One memref, one retained: %c kept alive by retaining itself.
  %r1 = bufferization.dealloc (%c : memref<4xf32>) if (%t) retain (%c : memref<4xf32>)
  bufferization.dealloc (%c : memref<4xf32>) if (%r1)
  return %r0#0, %r0#1, %r1, %v : i1, i1, i1, f32
}
