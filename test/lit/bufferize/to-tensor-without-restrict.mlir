// A to_tensor without `restrict` (mlir-opt 22 refuses it: "to_tensor ops
// without `restrict` are not supported by One-Shot Analysis") is taken
// as a buffer of unknown origin that must not be written: the insert
// goes into a copy, and the memref keeps its value (read after the call).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @f
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   memref.copy %arg0, %[[A]]
//       CHECK:   memref.store %arg1, %[[A]]
func.func @f(%m: memref<4xf32>, %v: f32) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %x : f32
}

// 5 from the insert, 2 still in the memref: 5 * 10 + 2.
// VALUE: {{^}}52{{$}}
func.func @main() -> f32 {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %ten = arith.constant 10.0 : f32
  memref.store %two, %m[%c0] : memref<4xf32>
  %x = func.call @f(%m, %five) : (memref<4xf32>, f32) -> f32
  %y = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %x10 = arith.mulf %x, %ten : f32
  %s = arith.addf %x10, %y : f32
  return %s : f32
}
