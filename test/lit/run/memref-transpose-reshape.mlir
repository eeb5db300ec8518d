// memref.transpose permutes sizes and strides of a view (no copy);
// memref.reshape makes a contiguous view with sizes read from a shape
// memref. Both alias their source. Expected output from mlir-runner.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<2x3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %k = arith.muli %i, %c10 : index
    %n = arith.addi %k, %j : index
    %ni = arith.index_cast %n : index to i32
    %f = arith.sitofp %ni : i32 to f32
    linalg.yield %f : f32
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %ut = memref.cast %t : memref<3x2xf32, strided<[1, 3]>> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [1, 3] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   10],
  // CHECK-NEXT: {{^}} [1,   11],
  // CHECK-NEXT: {{^}} [2,   12]]
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %shape = memref.alloc() : memref<2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32>
  // Writing through the reshaped view changes the source.
  %minus = arith.constant -1.0 : f32
  memref.store %minus, %r[%c2, %c1] : memref<?x?xf32>
  %ur = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   1],
  // CHECK-NEXT: {{^}} [2,   10],
  // CHECK-NEXT: {{^}} [11,   -1]]
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %um = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   1,   2],
  // CHECK-NEXT: {{^}} [10,   11,   -1]]
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  memref.dealloc %shape : memref<2xindex>
  memref.dealloc %m : memref<2x3xf32>
  return
}
