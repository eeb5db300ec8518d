// REQUIRES: mlir-opt
// Buffer types of scf.if and scf.while results known before their regions
// are rewritten. A tensor nothing bufferizes (an argument of a function
// whose boundary is not bufferized, a result of an op without a model)
// gets a to_buffer of the type unknown-type-conversion gives: with
// identity-layout-map both branches of an scf.if yield that type and the
// result keeps it, no cast. An scf.while argument keeps its init's type
// when the value handed back to it has that type too (the init's copy,
// handed round unchanged); a new buffer of identity layout handed back to
// an argument whose init has a layout makes the argument fully dynamic.
// Both tools print the same types.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --one-shot-bufferize="dialect-filter=scf,bufferization copy-before-write unknown-type-conversion=identity-layout-map" | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect --one-shot-bufferize="dialect-filter=scf,bufferization copy-before-write unknown-type-conversion=identity-layout-map" | FileCheck %s
// Without identity-layout-map the unknown values' buffers are fully
// dynamic, and so is the result.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --one-shot-bufferize="dialect-filter=scf,bufferization copy-before-write" | FileCheck %s --check-prefix=DYN
// RUN: %mlir_opt %s --allow-unregistered-dialect --one-shot-bufferize="dialect-filter=scf,bufferization copy-before-write" | FileCheck %s --check-prefix=DYN

// CHECK-LABEL: func.func @if_of_arguments(
//       CHECK:   %[[B:.*]] = bufferization.to_buffer %{{.*}} : tensor<?xf32> to memref<?xf32>
//       CHECK:   %[[A:.*]] = bufferization.to_buffer %{{.*}} : tensor<?xf32> to memref<?xf32>
//       CHECK:   scf.if %{{.*}} -> (memref<?xf32>) {
//  CHECK-NEXT:     scf.yield %[[A]] : memref<?xf32>
//       CHECK:     scf.yield %[[B]] : memref<?xf32>
// DYN-LABEL: func.func @if_of_arguments(
//       DYN:   scf.if %{{.*}} -> (memref<?xf32, strided<[?], offset: ?>>) {
//  DYN-NEXT:     scf.yield %{{.*}} : memref<?xf32, strided<[?], offset: ?>>
func.func @if_of_arguments(%c: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.if %c -> (tensor<?xf32>) {
    scf.yield %a : tensor<?xf32>
  } else {
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// The branches yield results of an op without a model, made inside them.
// CHECK-LABEL: func.func @if_of_unknown_ops(
//       CHECK:   scf.if %{{.*}} -> (memref<4xf32>) {
//       CHECK:     "test.opaque"
//  CHECK-NEXT:     %[[X:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
//  CHECK-NEXT:     scf.yield %[[X]] : memref<4xf32>
//   CHECK-NOT:   memref.cast
//       CHECK:   return
func.func @if_of_unknown_ops(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %x = "test.opaque"(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %y = "test.opaque"(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// The init is copied (scf.while's arguments are written, as upstream
// says) and handed round as it is: every buffer reaching the arguments is
// that identity copy.
// CHECK-LABEL: func.func @while_handed_round(
//       CHECK:   %[[C:.*]] = memref.alloc() {{.*}} : memref<f32>
//       CHECK:   memref.copy %{{.*}}, %[[C]]
//   CHECK-NOT:   memref.cast
//       CHECK:   scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[C]]) : (i64, memref<f32>) -> (i64, memref<f32>)
//       CHECK:   ^bb0(%{{.*}}: i64, %{{.*}}: memref<f32>):
func.func @while_handed_round(%n: i64, %t: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c0, %u = %t) : (i64, tensor<f32>) -> (i64, tensor<f32>) {
    %go = arith.cmpi slt, %i, %n : i64
    scf.condition(%go) %i, %u : i64, tensor<f32>
  } do {
  ^bb0(%j: i64, %v: tensor<f32>):
    %k = arith.addi %j, %c1 : i64
    scf.yield %k, %v : i64, tensor<f32>
  }
  return %r#1 : tensor<f32>
}
