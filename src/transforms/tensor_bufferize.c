/* tensor_bufferize.c - tensor-bufferize, MLIR 16's partial bufferization
 * of the tensor dialect: tensor ops (extract, insert, slices, reshapes,
 * from_elements, generate, pad, ...) and bufferization ops become buffer
 * ops, without analysis (a copy before every write: an insert writes a
 * new buffer holding a copy of its destination), every other op left on
 * tensors behind to_tensor/to_buffer (mlb_osb_run_partial).
 *
 *   %r = tensor.insert %f into %t[%i] : tensor<5xf32>
 *     =>
 *   %m = bufferization.to_buffer %t : tensor<5xf32> to memref<5xf32>
 *   %a = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
 *   memref.copy %m, %a : memref<5xf32> to memref<5xf32>
 *   memref.store %f, %a[%i] : memref<5xf32>
 *   %r = bufferization.to_tensor %a : memref<5xf32> to tensor<5xf32>
 *
 * Requires: nothing.  Preserves: function signatures.
 */
#include "transforms/one_shot_bufferize.h"

static MlbStatus run_tensor_bufferize(MlbContext *ctx, MlbOperation *op,
                                      const MlbPassOptValue *o,
                                      MlbPassState *st) {
  MLB_UNUSED(o);
  MLB_UNUSED(st);
  return mlb_osb_run_partial(ctx, op, "tensor", 64);
}

const MlbPassDef mlb_pass_tensor_bufferize = {
    .flag = "tensor-bufferize",
    .name = "TensorBufferizePass",
    .anchor = "func.func",
    .summary = "Bufferize the `tensor` dialect",
    .run = run_tensor_bufferize,
};
