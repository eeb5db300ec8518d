// REQUIRES: mlir-opt
// Without function boundaries a tensor argument reaches buffer land
// through to_buffer ops. Copied out of place, one to_buffer gives both the
// copy's source and the new buffer's dynamic size (as upstream's
// alloc_tensor with a copy, which reads its sizes from the copied
// buffer); the later read has its own. Both tools' outputs are checked.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize | FileCheck %s

// CHECK-LABEL: func.func @write_arg(
//  CHECK-SAME:     %[[T:[^:]*]]: tensor<?xf32>
//       CHECK:   %[[L:.*]] = bufferization.to_buffer %[[T]]
//  CHECK-NEXT:   %[[B:.*]] = bufferization.to_buffer %[[T]]
//   CHECK-NOT:   bufferization.to_buffer
//       CHECK:   %[[D:.*]] = memref.dim %[[B]]
//       CHECK:   %[[A:.*]] = memref.alloc(%[[D]])
//       CHECK:   memref.copy %[[B]], %[[A]]
//       CHECK:   memref.store {{.*}}, %[[A]]
//       CHECK:   memref.load %[[L]]
func.func @write_arg(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %t[%c0] : tensor<?xf32>
  %r = tensor.extract %t[%c0] : tensor<?xf32>
  return %w, %r : tensor<?xf32>, f32
}
