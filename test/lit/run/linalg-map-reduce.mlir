// linalg.map, reduce, transpose and broadcast on memrefs (their indexing
// maps are implied by `dimensions` / `permutation`), and dot and matvec,
// whose maps the verifier memoizes (expected output from mlir-runner).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  %t = memref.alloc() : memref<3x2xf32>
  %r = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<4x3xf32>
  %d = memref.alloc() : memref<f32>
  %v = memref.alloc() : memref<2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<2x3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %k = arith.muli %i, %c3 : index
    %n = arith.addi %k, %j : index
    %ni = arith.index_cast %n : index to i32
    %f = arith.sitofp %ni : i32 to f32
    linalg.yield %f : f32
  }
  // a = [[0, 1, 2], [3, 4, 5]]; square it in place with map.
  linalg.map { arith.mulf } ins(%a, %a : memref<2x3xf32>, memref<2x3xf32>) outs(%a : memref<2x3xf32>)
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%t : memref<3x2xf32>) permutation = [1, 0]
  %ut = memref.cast %t : memref<3x2xf32> to memref<*xf32>
  // CHECK: sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   9],
  // CHECK-NEXT: {{^}} [1,   16],
  // CHECK-NEXT: {{^}} [4,   25]]
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  linalg.fill ins(%zero : f32) outs(%r : memref<3xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<2x3xf32>) outs(%r : memref<3xf32>) dimensions = [0]
  %ur = memref.cast %r : memref<3xf32> to memref<*xf32>
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[9,  17,  29]
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  linalg.broadcast ins(%r : memref<3xf32>) outs(%b : memref<4x3xf32>) dimensions = [0]
  %ub = memref.cast %b : memref<4x3xf32> to memref<*xf32>
  // CHECK: sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}9,   17,   29],
  // CHECK-NEXT: {{^}} [9,   17,   29],
  // CHECK-NEXT: {{^}} [9,   17,   29],
  // CHECK-NEXT: {{^}} [9,   17,   29]]
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  linalg.fill ins(%zero : f32) outs(%d : memref<f32>)
  linalg.dot ins(%r, %r : memref<3xf32>, memref<3xf32>) outs(%d : memref<f32>)
  %ud = memref.cast %d : memref<f32> to memref<*xf32>
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: {{^}}[1211]
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  linalg.fill ins(%zero : f32) outs(%v : memref<2xf32>)
  linalg.matvec ins(%a, %r : memref<2x3xf32>, memref<3xf32>) outs(%v : memref<2xf32>)
  %uv = memref.cast %v : memref<2xf32> to memref<*xf32>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[133,  1078]
  call @printMemrefF32(%uv) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %t : memref<3x2xf32>
  memref.dealloc %r : memref<3xf32>
  memref.dealloc %b : memref<4x3xf32>
  memref.dealloc %d : memref<f32>
  memref.dealloc %v : memref<2xf32>
  return
}
