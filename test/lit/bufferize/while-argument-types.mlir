// REQUIRES: mlir-opt
// scf.while's region arguments and results keep the init's buffer type
// when every buffer reaching them has it, else take the fully dynamic
// layout (upstream's rule for loop arguments). Each function's value
// under the checked heap is the tensor program's.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// VALUE: 13

// The init is a slice of a new buffer (layout strided<[1], offset: 2>):
// the second region hands back a new buffer of identity layout, so the
// arguments are fully dynamic.
// CHECK-LABEL: func.func @slice_init_new_value(
//       CHECK:   memref.subview {{.*}} to memref<2xf32, strided<[1], offset: 2>>
//       CHECK:   scf.while {{.*}} : (index, memref<2xf32, strided<[?], offset: ?>>) -> (index, memref<2xf32, strided<[?], offset: ?>>)
func.func @slice_init_new_value(%a: f32) -> f32 {
  %t0 = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%a : f32) outs(%t0 : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %s = tensor.extract_slice %t[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %r:2 = scf.while (%i = %c0, %u = %s) : (index, tensor<2xf32>) -> (index, tensor<2xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %u : index, tensor<2xf32>
  } do {
  ^bb0(%j: index, %v: tensor<2xf32>):
    %x = tensor.extract %v[%c0] : tensor<2xf32>
    %y = arith.addf %x, %one : f32
    %e = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%y : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %f : index, tensor<2xf32>
  }
  %z = tensor.extract %r#1[%c0] : tensor<2xf32>
  return %z : f32
}

// The init is a new buffer and so is every value handed back: identity
// layout throughout, no cast.
// CHECK-LABEL: func.func @new_init_new_value(
//   CHECK-NOT:   memref.cast
//       CHECK:   scf.while {{.*}} : (index, memref<2xf32>{{.*}}) -> (index, memref<2xf32>{{.*}})
//   CHECK-NOT:   memref.cast
//       CHECK:   return
func.func @new_init_new_value(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<2xf32>
  %s = linalg.fill ins(%a : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.while (%i = %c0, %u = %s) : (index, tensor<2xf32>) -> (index, tensor<2xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %u : index, tensor<2xf32>
  } do {
  ^bb0(%j: index, %v: tensor<2xf32>):
    %x = tensor.extract %v[%c0] : tensor<2xf32>
    %y = arith.addf %x, %one : f32
    %e = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%y : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %f : index, tensor<2xf32>
  }
  %z = tensor.extract %r#1[%c0] : tensor<2xf32>
  return %z : f32
}

func.func @main() -> f32 {
  %c2 = arith.constant 2.0 : f32
  %c5 = arith.constant 5.0 : f32
  %a = func.call @slice_init_new_value(%c5) : (f32) -> f32
  %b = func.call @new_init_new_value(%c2) : (f32) -> f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
