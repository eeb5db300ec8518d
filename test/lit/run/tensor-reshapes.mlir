// Tensor shape changes keep the row-major order of the elements:
// expand_shape (static and dynamic output shapes), collapse_shape, reshape
// (shape from a tensor), concat along a dimension and bitcast (expected
// output from mlir-runner after one-shot-bufferize; upstream cannot
// bufferize tensor.bitcast: its expected values are the IEEE bit patterns
// of 1.0 ... 6.0).
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %vd = tensor.cast %v : tensor<6xf32> to tensor<?xf32>
  %e = tensor.expand_shape %vd [[0, 1]] output_shape [%c2, 3] : tensor<?xf32> into tensor<?x3xf32>
  %ed = tensor.cast %e : tensor<?x3xf32> to tensor<?x?xf32>
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   2,   3],
  // CHECK-NEXT: {{^}} [4,   5,   6]]
  call @print(%ed) : (tensor<?x?xf32>) -> ()
  %e3 = tensor.expand_shape %v [[0, 1, 2]] output_shape [3, 1, 2] : tensor<6xf32> into tensor<3x1x2xf32>
  %c = tensor.collapse_shape %e3 [[0, 1], [2]] : tensor<3x1x2xf32> into tensor<3x2xf32>
  %cd = tensor.cast %c : tensor<3x2xf32> to tensor<?x?xf32>
  // CHECK: sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   2],
  // CHECK-NEXT: {{^}} [3,   4],
  // CHECK-NEXT: {{^}} [5,   6]]
  call @print(%cd) : (tensor<?x?xf32>) -> ()
  %shape = arith.constant dense<[1, 6]> : tensor<2xindex>
  %r = tensor.reshape %v(%shape) : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  // CHECK: sizes = [1, 6] strides = [6, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   2,   3,   4,   5,   6]]
  call @print(%r) : (tensor<?x?xf32>) -> ()
  %cat2 = tensor.extract_slice %cd[0, 0] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %cat2d = tensor.cast %cat2 : tensor<2x2xf32> to tensor<?x?xf32>
  %cc = tensor.concat dim(1) %ed, %cat2d, %ed : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  // CHECK: sizes = [2, 8] strides = [8, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   2,   3,   1,   2,   1,   2,   3],
  // CHECK-NEXT: {{^}} [4,   5,   6,   3,   4,   4,   5,   6]]
  call @print(%cc) : (tensor<?x?xf32>) -> ()
  %bits = tensor.bitcast %v : tensor<6xf32> to tensor<6xi32>
  %bm = bufferization.to_buffer %bits : tensor<6xi32> to memref<6xi32>
  %bu = memref.cast %bm : memref<6xi32> to memref<*xi32>
  // CHECK: sizes = [6] strides = [1] data =
  // CHECK-NEXT: {{^}}[1065353216,  1073741824,  1077936128,  1082130432,  1084227584,  1086324736]
  call @printMemrefI32(%bu) : (memref<*xi32>) -> ()
  return
}
