/* vector_bufferize.c - vector-bufferize, MLIR 16's partial bufferization
 * of the vector dialect: vector.transfer_read of a tensor reads its
 * buffer, vector.transfer_write into a tensor writes a new buffer holding
 * a copy of it (no analysis: a copy before every write), bufferization
 * ops are bufferized too, every other op left on tensors behind
 * to_tensor/to_buffer (mlb_osb_run_partial).
 *
 *   %r = vector.transfer_write %v, %t[%i] : vector<2xf32>, tensor<4xf32>
 *     =>
 *   %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
 *   %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
 *   memref.copy %m, %a : memref<4xf32> to memref<4xf32>
 *   vector.transfer_write %v, %a[%i] : vector<2xf32>, memref<4xf32>
 *   %r = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
 *
 * Requires: nothing.  Preserves: function signatures.
 */
#include "transforms/one_shot_bufferize.h"

static MlbStatus run_vector_bufferize(MlbContext *ctx, MlbOperation *op,
                                      const MlbPassOptValue *o,
                                      MlbPassState *st) {
  MLB_UNUSED(o);
  MLB_UNUSED(st);
  return mlb_osb_run_partial(ctx, op, "vector", 64);
}

const MlbPassDef mlb_pass_vector_bufferize = {
    .flag = "vector-bufferize",
    .name = "VectorBufferizePass",
    .anchor = "func.func",
    .summary = "Bufferize Vector dialect ops",
    .run = run_vector_bufferize,
};
