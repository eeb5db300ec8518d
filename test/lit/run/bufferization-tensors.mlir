// bufferization ops between tensors and buffers: alloc_tensor (sizes, or a
// copy of a tensor), materialize_in_destination on tensors, to_tensor of a
// buffer (a snapshot) and to_buffer of a tensor (a copy: writing to it
// does not change the tensor). None of the tensor storage is a heap buffer
// of the program. Expected output from mlir-runner after
// one-shot-bufferize.
// RUN: mlbuf-opt %s | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = bufferization.alloc_tensor(%c3) : tensor<?xf32>
  %a1 = linalg.fill ins(%one : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %b = bufferization.alloc_tensor() copy(%a1) : tensor<?xf32>
  %b1 = tensor.insert %two into %b[%c1] : tensor<?xf32>
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  2,  1]
  call @print(%b1) : (tensor<?xf32>) -> ()
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  1,  1]
  call @print(%a1) : (tensor<?xf32>) -> ()
  %d = tensor.empty(%c3) : tensor<?xf32>
  %m = bufferization.materialize_in_destination %b1 in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  2,  1]
  call @print(%m) : (tensor<?xf32>) -> ()
  %buf = memref.alloc() : memref<3xf32>
  linalg.fill ins(%two : f32) outs(%buf : memref<3xf32>)
  %t = bufferization.to_tensor %buf restrict : memref<3xf32> to tensor<3xf32>
  %e = tensor.extract %t[%c0] : tensor<3xf32>
  %tb = bufferization.to_buffer %t : tensor<3xf32> to memref<3xf32>
  memref.store %one, %tb[%c0] : memref<3xf32>
  %tbu = memref.cast %tb : memref<3xf32> to memref<*xf32>
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  2,  2]
  call @printMemrefF32(%tbu) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<3xf32>
  return
}
// CHECK: allocations: 1
// CHECK-NEXT: frees: 1
// CHECK: peak live buffers: 1
// CHECK: memory errors: 0
