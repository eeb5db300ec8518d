/* arith_bufferize.c - arith-bufferize, MLIR 16's partial bufferization of
 * the arith dialect: arith ops on tensors (constants become memref.global
 * + get_global, select and the casts work on buffers) and bufferization
 * ops, without analysis (a copy before every write), every other op left
 * on tensors behind to_tensor/to_buffer (mlb_osb_run_partial).
 *
 *   %c = arith.constant dense<7> : tensor<4xi64>
 *     =>
 *   memref.global "private" constant @__constant_4xi64 : memref<4xi64> =
 * dense<7> %m = memref.get_global @__constant_4xi64 : memref<4xi64> %c =
 * bufferization.to_tensor %m : memref<4xi64> to tensor<4xi64>
 *
 * Unlike the other partial passes, its globals (and buffers) are aligned
 * only when `alignment` says so (0, upstream's default: none).
 *
 * Requires: nothing.  Preserves: function signatures.
 */
#include "transforms/one_shot_bufferize.h"

static const MlbPassOptDef k_options[] = {
    {"alignment", MLB_OPT_INT, MLB_OPT_INT, "0",
     "Create global memrefs with a specified alignment", NULL},
};

static MlbStatus run_arith_bufferize(MlbContext *ctx, MlbOperation *op,
                                     const MlbPassOptValue *o,
                                     MlbPassState *st) {
  MLB_UNUSED(st);
  if (o[0].i < 0)
    return mlb_emit_error(ctx, mlb_loc_unknown(ctx),
                          "arith-bufferize: alignment must not be negative");
  return mlb_osb_run_partial(ctx, op, "arith", o[0].i);
}

const MlbPassDef mlb_pass_arith_bufferize = {
    .flag = "arith-bufferize",
    .name = "ArithBufferizePass",
    .anchor = "any",
    .summary = "Bufferize Arith dialect ops.",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .run = run_arith_bufferize,
};
