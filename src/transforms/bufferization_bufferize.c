/* bufferization_bufferize.c - bufferization-bufferize, MLIR 16's partial
 * bufferization of the bufferization dialect alone: alloc_tensor becomes
 * memref.alloc (and a copy of its `copy` operand), clone, dealloc_tensor
 * and materialize_in_destination work on buffers, and
 * to_buffer(to_tensor(%m)) folds to %m; every other op is left on
 * tensors behind to_tensor/to_buffer (mlb_osb_run_partial, which every
 * partial pass shares: each lets the bufferization dialect in too).
 *
 *   %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
 *     =>
 *   %a = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
 *   %t = bufferization.to_tensor %a : memref<?xf32> to tensor<?xf32>
 *
 * Requires: nothing.  Preserves: function signatures.
 */
#include "transforms/one_shot_bufferize.h"

static MlbStatus run_bufferization_bufferize(MlbContext *ctx, MlbOperation *op,
                                             const MlbPassOptValue *o,
                                             MlbPassState *st) {
  MLB_UNUSED(o);
  MLB_UNUSED(st);
  return mlb_osb_run_partial(ctx, op, "bufferization", 64);
}

const MlbPassDef mlb_pass_bufferization_bufferize = {
    .flag = "bufferization-bufferize",
    .name = "BufferizationBufferizePass",
    .anchor = "func.func",
    .summary = "Bufferize the `bufferization` dialect",
    .run = run_bufferization_bufferize,
};
