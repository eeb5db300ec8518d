// View ops build descriptors over the same buffer (outputs checked
// against mlir-runner): expand_shape, subview (static, dynamic and
// rank-reducing), collapse_shape, reinterpret_cast, memref.view over an
// i8 buffer, extract_strided_metadata, memref.cast to dynamic shapes.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefInd(memref<*xindex>)

func.func @fill(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<24xf32>
  %d = memref.cast %m : memref<24xf32> to memref<?xf32>
  call @fill(%d) : (memref<?xf32>) -> ()

  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %eu = memref.cast %e : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%eu) : (memref<*xf32>) -> ()
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}[0,    1,    2,    3],
  // CHECK-NEXT: {{^}}  [4,    5,    6,    7],
  // CHECK-NEXT: {{^}}  [8,    9,    10,    11]],
  // CHECK-NEXT: {{^}} {{\[}}[12,    13,    14,    15],
  // CHECK-NEXT: {{^}}  [16,    17,    18,    19],
  // CHECK-NEXT: {{^}}  [20,    21,    22,    23]]]

  // Rank-reducing subview with a dynamic offset.
  %s = memref.subview %e[1, %c1, 0][1, 2, 4][1, 1, 1] : memref<2x3x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
  %su = memref.cast %s : memref<2x4xf32, strided<[4, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 16 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}16,   17,   18,   19],
  // CHECK-NEXT: {{^}} [20,   21,   22,   23]]

  %co = memref.collapse_shape %s [[0, 1]] : memref<2x4xf32, strided<[4, 1], offset: ?>> into memref<8xf32, strided<[1], offset: ?>>
  %cu = memref.cast %co : memref<8xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  // CHECK: rank = 1 offset = 16 sizes = [8] strides = [1] data =
  // CHECK-NEXT: {{^}}[16,  17,  18,  19,  20,  21,  22,  23]

  %r = memref.reinterpret_cast %m to offset: [2], sizes: [5, 2], strides: [4, 2] : memref<24xf32> to memref<5x2xf32, strided<[4, 2], offset: 2>>
  %ru = memref.cast %r : memref<5x2xf32, strided<[4, 2], offset: 2>> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 2 sizes = [5, 2] strides = [4, 2] data =
  // CHECK-NEXT: {{^}}[{{\[}}2,   4],
  // CHECK-NEXT: {{^}} [6,   8],
  // CHECK-NEXT: {{^}} [10,   12],
  // CHECK-NEXT: {{^}} [14,   16],
  // CHECK-NEXT: {{^}} [18,   20]]

  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<2x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %idx = memref.alloc() : memref<5xindex>
  memref.store %off, %idx[%c0] : memref<5xindex>
  memref.store %sz#0, %idx[%c1] : memref<5xindex>
  memref.store %sz#1, %idx[%c2] : memref<5xindex>
  memref.store %st#0, %idx[%c3] : memref<5xindex>
  memref.store %st#1, %idx[%c4] : memref<5xindex>
  %iu = memref.cast %idx : memref<5xindex> to memref<*xindex>
  call @printMemrefInd(%iu) : (memref<*xindex>) -> ()
  // CHECK: data =
  // CHECK-NEXT: {{^}}[16,  2,  4,  4,  1]

  %buf = memref.alloc() : memref<72xi8>
  %v = memref.view %buf[%c4][%c2] : memref<72xi8> to memref<?x4xf64>
  %f1 = arith.constant 1.5 : f64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %f1, %v[%i, %j] : memref<?x4xf64>
    }
  }
  %vu = memref.cast %v : memref<?x4xf64> to memref<*xf64>
  call @printMemrefF64(%vu) : (memref<*xf64>) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1.5,   1.5,   1.5,   1.5],
  // CHECK-NEXT: {{^}} [1.5,   1.5,   1.5,   1.5]]

  %t = memref.subview %e[0, 0, 0][2, 3, 1][1, 1, 1] : memref<2x3x4xf32> to memref<2x3xf32, strided<[12, 4]>>
  %tu = memref.cast %t : memref<2x3xf32, strided<[12, 4]>> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [12, 4] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   4,   8],
  // CHECK-NEXT: {{^}} [12,   16,   20]]
  memref.dealloc %buf : memref<72xi8>
  memref.dealloc %idx : memref<5xindex>
  memref.dealloc %m : memref<24xf32>
  return
}
