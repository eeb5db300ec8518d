// linalg structured ops on memrefs run as their reference loop nests
// (outputs checked against mlir-runner): fill, generic with linalg.index,
// matmul, a transposing generic, a reduction, copy and an elementwise op.
// Accesses are bounds-checked: operands whose sizes disagree are reported.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s
// RUN: not mlbuf-run --check %s -e mismatch 0 2>&1 | FileCheck %s --check-prefix=OOB

#map = affine_map<(d0, d1) -> (d0, d1)>
#mapt = affine_map<(d0, d1) -> (d1, d0)>
#red = affine_map<(d0, d1) -> (d0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<3x2xf32>
  %c = memref.alloc() : memref<2x2xf32>
  %s = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x3xf32>)
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%b : memref<3x2xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %ii = arith.index_cast %k : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  }
  linalg.fill ins(%zero : f32) outs(%c : memref<2x2xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x2xf32>) outs(%c : memref<2x2xf32>)
  %u = memref.cast %c : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   3],
  // CHECK-NEXT: {{^}} [0,   3]]
  linalg.generic {indexing_maps = [#mapt, #map], iterator_types = ["parallel", "parallel"]} ins(%b : memref<3x2xf32>) outs(%a : memref<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  }
  %ua = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   1,   1],
  // CHECK-NEXT: {{^}} [1,   2,   3]]
  linalg.fill ins(%zero : f32) outs(%s : memref<2xf32>)
  linalg.generic {indexing_maps = [#map, #red], iterator_types = ["parallel", "reduction"]} ins(%a : memref<2x3xf32>) outs(%s : memref<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  }
  %us = memref.cast %s : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[3,  6]
  %d = memref.alloc() : memref<2x2xf32>
  linalg.copy ins(%c : memref<2x2xf32>) outs(%d : memref<2x2xf32>)
  linalg.add ins(%c, %d : memref<2x2xf32>, memref<2x2xf32>) outs(%d : memref<2x2xf32>)
  %ud = memref.cast %d : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   6],
  // CHECK-NEXT: {{^}} [0,   6]]
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<3x2xf32>
  memref.dealloc %c : memref<2x2xf32>
  memref.dealloc %d : memref<2x2xf32>
  memref.dealloc %s : memref<2xf32>
  return
}

// The loop size comes from the first operand: the output is too small
// (its element is read for the region's argument, then written).
func.func @mismatch(%n: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<3xf32>
  %da = memref.cast %a : memref<4xf32> to memref<?xf32>
  %db = memref.cast %b : memref<3xf32> to memref<?xf32>
  // OOB: linalg.mlir:[[@LINE+1]]:3: error: out of bounds: read at index [3] of a memref with sizes [3] (dimension 0 has size 3)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%da : memref<?xf32>) outs(%db : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<3xf32>
  return
}
// OOB-NOT: error
