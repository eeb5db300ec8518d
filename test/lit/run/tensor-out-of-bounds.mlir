// Tensor accesses outside the tensor (undefined behaviour upstream) are
// reported like out-of-bounds memref accesses, at the op, and execution
// goes on: extract reads 0, insert and insert_slice change nothing,
// extract_slice yields zeros.
// RUN: not mlbuf-run --check %s -e main 2>&1 | FileCheck %s

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  // CHECK: tensor-out-of-bounds.mlir:[[@LINE+1]]:8: error: out of bounds: extract at [3] of a tensor with shape [3]
  %x = tensor.extract %t[%c3] : tensor<3xf32>
  // CHECK: {{^}}0{{$}}
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK: tensor-out-of-bounds.mlir:[[@LINE+1]]:8: error: out of bounds: insert at [3] of a tensor with shape [3]
  %i = tensor.insert %x into %t[%c3] : tensor<3xf32>
  // CHECK: tensor-out-of-bounds.mlir:[[@LINE+1]]:8: error: out of bounds: extract_slice with offsets [2], sizes [2], strides [1] leaves a tensor with shape [3]
  %s = tensor.extract_slice %t[%c2] [2] [1] : tensor<3xf32> to tensor<2xf32>
  %y = tensor.extract %s[%c0] : tensor<2xf32>
  // CHECK: {{^}}0{{$}}
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK: tensor-out-of-bounds.mlir:[[@LINE+1]]:8: error: out of bounds: insert_slice with offsets [1], sizes [2], strides [2] leaves a tensor with shape [3]
  %u = tensor.insert_slice %s into %t[%c1] [2] [2] : tensor<2xf32> into tensor<3xf32>
  %z = tensor.extract %u[%c0] : tensor<3xf32>
  // CHECK: {{^}}1{{$}}
  call @printF32(%z) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
