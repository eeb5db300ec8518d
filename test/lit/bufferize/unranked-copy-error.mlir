// An unranked tensor that would need a buffer of its own (here the cast
// of it read after an external callee that may write it) has no shape to
// allocate: the pass fails with an error at the op, never allocating from
// a rank it does not have (the fuzz target found the stack blown by
// that).
// RUN: not mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s

// CHECK: unranked-copy-error.mlir:[[# @LINE + 4]]:8: error: cannot allocate a new buffer for a value of unranked type
func.func private @use(tensor<*xf32>)
func.func @main(%u: tensor<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = tensor.cast %u : tensor<*xf32> to tensor<2xf32>
  call @use(%u) : (tensor<*xf32>) -> ()
  %x = tensor.extract %r[%c0] : tensor<2xf32>
  return %x : f32
}
