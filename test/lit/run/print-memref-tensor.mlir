// Runner printers declared on tensors (as upstream's integration tests do
// before bufferizing function boundaries) print the tensor as the
// contiguous buffer it becomes.
// Expected output from mlir-runner after one-shot-bufferize.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %a = arith.constant dense<[[1.5, 2.0, 3.0], [4.0, 5.0, 6.25]]> : tensor<2x3xf32>
  %u = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1.5,   2,   3],
  // CHECK-NEXT: {{^}} [4,   5,   6.25]]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %i = arith.constant dense<[7, -8]> : tensor<2xi64>
  %iu = tensor.cast %i : tensor<2xi64> to tensor<*xi64>
  // CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[7,  -8]
  call @printMemrefI64(%iu) : (tensor<*xi64>) -> ()
  return
}
