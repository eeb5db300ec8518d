// affine ops (checked against mlir-runner): for with constant, max/min map
// bounds, steps and iter_args; load/store through maps; apply with
// symbols; if with equality and inequality constraints; min.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %n = arith.constant 7 : index
  affine.for %i = 0 to 10 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    affine.store %f, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 9 step 2 {
    %v = affine.load %m[%i + 1] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  %r = affine.for %i = max affine_map<()[s0] -> (0, s0 - 5)>()[%n] to min affine_map<(d0) -> (d0, 10)>(%n) iter_args(%a = %n) -> index {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 2)>(%i)[%a]
    affine.yield %x : index
  }
  %ri = arith.index_cast %r : index to i64
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()
  // i from 2 to 7: a = 2 * i + a floordiv 2, ending at 20.
  // CHECK: {{^}}20{{$}}
  %c = affine.if affine_set<(d0) : (d0 - 3 >= 0, d0 mod 2 - 1 == 0)>(%n) -> index {
    %mn = affine.min affine_map<(d0) -> (d0, 4)>(%n)
    affine.yield %mn : index
  } else {
    affine.yield %n : index
  }
  %ci = arith.index_cast %c : index to i64
  call @printI64(%ci) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: {{^}}4{{$}}
  %u = memref.cast %m : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: sizes = [10] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  1,  3,  3,  5,  5,  7,  7,  9,  9]
  memref.dealloc %m : memref<10xf32>
  return
}
