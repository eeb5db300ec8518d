// REQUIRES: mlir-opt
// The dynamic size of a new buffer that need not hold its tensor's value
// (a fill's init out of place under copy-before-write) comes from
// `tensor.dim` of the tensor, as upstream asks it. With dialect-filter
// leaving tensor ops alone, that tensor.dim stays, and no to_buffer of
// the argument is made for it (so canonicalize has no op to take away
// before the constants: they keep their order). With tensor ops allowed
// it is a memref.dim of the tensor's buffer. A buffer that receives a
// copy takes its size from the copy's source buffer.
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=linalg,bufferization copy-before-write" | FileCheck %s --check-prefix=KEEP
// RUN: %mlir_opt %s --one-shot-bufferize="dialect-filter=linalg,bufferization copy-before-write" | FileCheck %s --check-prefix=KEEP
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=linalg,tensor,bufferization copy-before-write" | FileCheck %s --check-prefix=BUF
// RUN: %mlir_opt %s --one-shot-bufferize="dialect-filter=linalg,tensor,bufferization copy-before-write" | FileCheck %s --check-prefix=BUF
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=linalg,bufferization copy-before-write" --canonicalize --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --one-shot-bufferize="dialect-filter=linalg,bufferization copy-before-write" --canonicalize --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf

// KEEP-LABEL: func.func @fill(
//   KEEP-NOT:   bufferization.to_buffer
//       KEEP:   %[[D:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?xf32>
//       KEEP:   memref.alloc(%[[D]])
// BUF-LABEL: func.func @fill(
//       BUF:   %[[B:.*]] = bufferization.to_buffer %arg0
//       BUF:   %[[D:.*]] = memref.dim %[[B]], %{{.*}}
//       BUF:   memref.alloc(%[[D]])
func.func @fill(%t: tensor<?xf32>) -> tensor<?xf32> {
  %z = arith.constant 0.0 : f32
  %r = linalg.fill ins(%z : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// The generic reads its init: the new buffer holds a copy.
// KEEP-LABEL: func.func @accumulate(
//       KEEP:   %[[B:.*]] = bufferization.to_buffer %arg1
//   KEEP-NOT:   tensor.dim
//       KEEP:   %[[D:.*]] = memref.dim %[[B]], %{{.*}}
//       KEEP:   %[[A:.*]] = memref.alloc(%[[D]])
//       KEEP:   memref.copy %[[B]], %[[A]]
func.func @accumulate(%a: tensor<?xf32>, %t: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%t : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
