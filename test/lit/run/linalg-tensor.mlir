// linalg structured ops on tensors: the tensor outputs become results and
// the operands are left unchanged (destination-passing style). generic
// (with a reduction), fill, copy, map, reduce, transpose, broadcast,
// matmul, batch_matmul and an elementwise op (expected output from
// mlir-runner after one-shot-bufferize). No heap buffer is involved.
// RUN: mlbuf-opt %s | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print1(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e23 = tensor.empty() : tensor<2x3xf32>
  %e32 = tensor.empty() : tensor<3x2xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %e22 = tensor.empty() : tensor<2x2xf32>

  // generic: row sums into a filled accumulator.
  %acc = linalg.fill ins(%one : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%acc : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %sumd = tensor.cast %sum : tensor<2xf32> to tensor<?xf32>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[7,  16]
  call @print1(%sumd) : (tensor<?xf32>) -> ()
  // The fill result is unchanged by the generic that used it as init.
  %accd = tensor.cast %acc : tensor<2xf32> to tensor<?xf32>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  1]
  call @print1(%accd) : (tensor<?xf32>) -> ()

  // map and reduce.
  %sq = linalg.map { arith.mulf } ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e23 : tensor<2x3xf32>)
  %zc = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %red = linalg.reduce { arith.addf } ins(%sq : tensor<2x3xf32>) outs(%zc : tensor<2xf32>) dimensions = [1]
  %redd = tensor.cast %red : tensor<2xf32> to tensor<?xf32>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[14,  77]
  call @print1(%redd) : (tensor<?xf32>) -> ()

  // transpose, then matmul of a by its transpose.
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e32 : tensor<3x2xf32>) permutation = [1, 0]
  %td = tensor.cast %t : tensor<3x2xf32> to tensor<?x?xf32>
  // CHECK: sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   4],
  // CHECK-NEXT: {{^}} [2,   5],
  // CHECK-NEXT: {{^}} [3,   6]]
  call @print(%td) : (tensor<?x?xf32>) -> ()
  %z22 = linalg.fill ins(%zero : f32) outs(%e22 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%a, %t : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z22 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mmd = tensor.cast %mm : tensor<2x2xf32> to tensor<?x?xf32>
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}14,   32],
  // CHECK-NEXT: {{^}} [32,   77]]
  call @print(%mmd) : (tensor<?x?xf32>) -> ()

  // broadcast a row over 2 rows, then add it elementwise.
  %r = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %b = linalg.broadcast ins(%r : tensor<3xf32>) outs(%e23 : tensor<2x3xf32>) dimensions = [0]
  %add = linalg.add ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e23 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %cp = linalg.copy ins(%add : tensor<2x3xf32>) outs(%e23 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %cpd = tensor.cast %cp : tensor<2x3xf32> to tensor<?x?xf32>
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}11,   22,   33],
  // CHECK-NEXT: {{^}} [14,   25,   36]]
  call @print(%cpd) : (tensor<?x?xf32>) -> ()

  // batch_matmul: two batches of (1x3) x (3x1).
  %l = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 1, 3] : tensor<2x3xf32> into tensor<2x1x3xf32>
  %rt = tensor.expand_shape %b [[0], [1, 2]] output_shape [2, 3, 1] : tensor<2x3xf32> into tensor<2x3x1xf32>
  %e211 = tensor.empty() : tensor<2x1x1xf32>
  %z211 = linalg.fill ins(%zero : f32) outs(%e211 : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %bm = linalg.batch_matmul ins(%l, %rt : tensor<2x1x3xf32>, tensor<2x3x1xf32>) outs(%z211 : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %bmc = tensor.collapse_shape %bm [[0, 1, 2]] : tensor<2x1x1xf32> into tensor<2xf32>
  %bmd = tensor.cast %bmc : tensor<2xf32> to tensor<?xf32>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[140,  320]
  call @print1(%bmd) : (tensor<?xf32>) -> ()
  return
}
// CHECK: allocations: 0
// CHECK: peak live buffers: 0
// CHECK: memory errors: 0
