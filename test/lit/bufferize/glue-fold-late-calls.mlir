// With bufferize-function-boundaries each function's to_tensor/to_buffer
// glue is folded right after its signature, and the whole module's again
// only when something was rewritten later (one_shot_bufferize.c,
// rewrite_functions). Both sides: @plain's glue goes with its own fold
// (no call left for the end); @down calls itself, so its call is
// converted at the end, after @down's fold, and its result's to_buffer
// only goes with the module's fold.
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// CHECK-LABEL: func.func @plain(
//   CHECK-NOT:   bufferization.to_
//       CHECK:   linalg.fill
//   CHECK-NOT:   bufferization.to_
//       CHECK:   return
func.func @plain(%t: tensor<4xf32>) -> tensor<4xf32> {
  %cst = arith.constant 1.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @down(
//   CHECK-NOT:   bufferization.to_
//       CHECK:   %[[R:.*]] = func.call @down(
//   CHECK-NOT:   bufferization.to_
//       CHECK:   memref.load %[[R]]
//   CHECK-NOT:   bufferization.to_
//       CHECK:   return
func.func @down(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %rr = func.call @down(%t, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    %x = tensor.extract %rr[%c0] : tensor<4xf32>
    %u = tensor.insert %x into %rr[%c1] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
