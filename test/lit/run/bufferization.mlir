// bufferization ops: clone copies into a new heap buffer (freeing both is
// balanced), to_tensor snapshots a buffer, to_buffer gives a runner-owned
// copy (not a leak), materialize_in_destination writes a tensor into a
// buffer.
// RUN: mlbuf-opt %s | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() -> (f32, f32, tensor<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<3xf32>
  memref.store %one, %m[%c0] : memref<3xf32>
  memref.store %one, %m[%c1] : memref<3xf32>
  memref.store %one, %m[%c2] : memref<3xf32>
  %c = bufferization.clone %m : memref<3xf32> to memref<3xf32>
  memref.store %two, %m[%c0] : memref<3xf32>
  %x = memref.load %c[%c0] : memref<3xf32>
  // The clone kept the old value.
  %t = bufferization.to_tensor %m : memref<3xf32> to tensor<3xf32>
  memref.store %two, %m[%c1] : memref<3xf32>
  %b = bufferization.to_buffer %t : tensor<3xf32> to memref<3xf32>
  %y = memref.load %b[%c1] : memref<3xf32>
  // The tensor is a snapshot: 1, not the 2 stored after to_tensor.
  bufferization.materialize_in_destination %t in restrict writable %c : (tensor<3xf32>, memref<3xf32>) -> ()
  %u = memref.cast %c : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: data =
  // CHECK-NEXT: {{^}}[2,  1,  1]
  memref.dealloc %m : memref<3xf32>
  memref.dealloc %c : memref<3xf32>
  return %x, %y, %t : f32, f32, tensor<3xf32>
}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}tensor<3xf32>
// CHECK-NEXT: {{^}}[2,  1,  1]
// CHECK: allocations: 2
// CHECK-NEXT: frees: 2
// CHECK: clones: 1
// CHECK-NEXT: copies: 0
// CHECK-NEXT: bytes copied: 24
// CHECK-NEXT: peak live buffers: 2
// CHECK-NEXT: peak live bytes: 24
// CHECK: memory errors: 0
