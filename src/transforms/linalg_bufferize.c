/* linalg_bufferize.c - linalg-bufferize, MLIR 16's partial bufferization
 * of the linalg dialect: linalg ops on tensors become linalg ops on
 * buffers, each writing a new buffer (holding a copy of its init when the
 * op reads it), without analysis; bufferization ops are bufferized too,
 * every other op left on tensors behind to_tensor/to_buffer
 * (mlb_osb_run_partial).
 *
 *   %r = linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
 *     =>
 *   %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
 *   linalg.fill ins(%c : f32) outs(%a : memref<4xf32>)
 *   %r = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
 *
 * Requires: nothing.  Preserves: function signatures.
 */
#include "transforms/one_shot_bufferize.h"

static MlbStatus run_linalg_bufferize(MlbContext *ctx, MlbOperation *op,
                                      const MlbPassOptValue *o,
                                      MlbPassState *st) {
  MLB_UNUSED(o);
  MLB_UNUSED(st);
  return mlb_osb_run_partial(ctx, op, "linalg", 64);
}

const MlbPassDef mlb_pass_linalg_bufferize = {
    .flag = "linalg-bufferize",
    .name = "LinalgBufferizePass",
    .anchor = "func.func",
    .summary = "Bufferize the linalg dialect",
    .run = run_linalg_bufferize,
};
