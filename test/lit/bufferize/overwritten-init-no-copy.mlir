// REQUIRES: mlir-opt
// An insert_slice covering its whole destination (static zero offsets,
// unit strides, the destination's sizes) does not read the destination;
// a loop whose body reads its iteration argument nowhere does not read
// its init. An out-of-place init then gets a new buffer but no copy, as
// upstream. A partial insert reads the destination: the copy stays.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[INIT:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//       CHECK:   %[[NEW:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[NEW]])
//       CHECK:   memref.copy
//       CHECK:   scf.for
// VALUE: 8
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %s = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%two : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    %n = tensor.insert_slice %f into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  // A partial insert: elements 2 and 3 keep the init's value.
  %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %s = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%two : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    %n = tensor.insert_slice %f into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  // r[0] + r[1] + q[0] + q[3] + init[3] = 2 + 2 + 2 + 1 + 1.
  %a = tensor.extract %r[%c0] : tensor<4xf32>
  %x = tensor.extract %init[%c3] : tensor<4xf32>
  %s8 = tensor.extract %r[%c1] : tensor<4xf32>
  %q0 = tensor.extract %q[%c0] : tensor<4xf32>
  %q3 = tensor.extract %q[%c3] : tensor<4xf32>
  %t1 = arith.addf %a, %s8 : f32
  %t2 = arith.addf %t1, %q0 : f32
  %t3 = arith.addf %t2, %q3 : f32
  %t4 = arith.addf %t3, %x : f32
  return %t4 : f32
}
