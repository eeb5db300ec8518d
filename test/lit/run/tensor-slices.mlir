// tensor.extract_slice and tensor.insert_slice: static and dynamic
// offsets, sizes and strides, rank-reducing slices. insert_slice returns a
// new tensor; its destination is unchanged (expected output from
// mlir-runner after one-shot-bufferize).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %src = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %k = arith.muli %i, %c10 : index
    %v = arith.addi %k, %j : index
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x5xf32>
  // Rows 1..2, every other column from column 1.
  %s = tensor.extract_slice %src[%c1, 1] [2, %c2] [1, 2] : tensor<4x5xf32> to tensor<2x?xf32>
  %sd = tensor.cast %s : tensor<2x?xf32> to tensor<?x?xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}11,   13],
  // CHECK-NEXT: {{^}} [21,   23]]
  call @print(%sd) : (tensor<?x?xf32>) -> ()
  // A rank-reducing slice: column 3 as a vector.
  %col = tensor.extract_slice %src[0, 3] [4, 1] [1, 1] : tensor<4x5xf32> to tensor<4xf32>
  %cm = bufferization.to_buffer %col : tensor<4xf32> to memref<4xf32>
  %cu = memref.cast %cm : memref<4xf32> to memref<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: {{^}}[3,  13,  23,  33]
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  // Put the column back as row 0, and the 2x2 block at [2, 3].
  %r0 = tensor.insert_slice %col into %src[0, 1] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x5xf32>
  %r1 = tensor.insert_slice %s into %r0[2, 3] [2, %c2] [1, 1] : tensor<2x?xf32> into tensor<4x5xf32>
  %rd = tensor.cast %r1 : tensor<4x5xf32> to tensor<?x?xf32>
  // CHECK: sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   3,   13,   23,   33],
  // CHECK-NEXT: {{^}} [10,   11,   12,   13,   14],
  // CHECK-NEXT: {{^}} [20,   21,   22,   11,   13],
  // CHECK-NEXT: {{^}} [30,   31,   32,   21,   23]]
  call @print(%rd) : (tensor<?x?xf32>) -> ()
  // The source is unchanged.
  %sdd = tensor.cast %src : tensor<4x5xf32> to tensor<?x?xf32>
  // CHECK: sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   1,   2,   3,   4],
  call @print(%sdd) : (tensor<?x?xf32>) -> ()
  return
}
