// After buffer-deallocation-pipeline the program frees every buffer it
// allocates exactly once (mlbuf-run --check), with either ownership ABI
// for private functions, and computes what the leaking original does.
// RUN: mlbuf-run %s -e main | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check - -e main | FileCheck %s

// CHECK: 16
func.func private @make(%n: index, %v: f32) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<?xf32>
  return %a : memref<?xf32>
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %init = func.call @make(%c4, %one) : (index, f32) -> memref<?xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> memref<?xf32> {
    %v = memref.load %acc[%c0] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    %odd = arith.remui %i, %c1 : index
    %keep = arith.cmpi ne, %odd, %c0 : index
    %next = scf.if %keep -> memref<?xf32> {
      memref.store %w, %acc[%c0] : memref<?xf32>
      scf.yield %acc : memref<?xf32>
    } else {
      %n = func.call @make(%c4, %w) : (index, f32) -> memref<?xf32>
      scf.yield %n : memref<?xf32>
    }
    scf.yield %next : memref<?xf32>
  }
  %c8 = arith.constant 8 : index
  %g = memref.realloc %r(%c8) : memref<?xf32> to memref<?xf32>
  %x = memref.load %g[%c0] : memref<?xf32>
  return %x : f32
}
