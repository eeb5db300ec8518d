/* linalg_canon.c - the folder every linalg.generic and named structured op
 * (the ops with ins/outs operand segments) has upstream: a memref.cast
 * feeding one of its operands is looked through, the op taking the cast's
 * source (upstream's foldMemRefCast, the fold of GenericOp and of every
 * named op). A cast from an unranked memref stays. map, reduce, transpose
 * and broadcast have no such folder upstream, nor here.
 *
 * The op reads and writes the same elements through the source as through
 * the cast (a cast changes only what the type says of shape and layout),
 * and the op's verifier accepts operand types that differ that way. */
#include "dialects/linalg/linalg_int.h"
#include "dialects/memref/memref.h"
#include "interfaces/registrations.h"
#include "rewrite/fold.h"

static MlbFoldStatus fold_operand_casts(MlbContext *ctx, MlbOperation *op,
                                        MlbAttr *const *cst,
                                        MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  return mlb_memref_fold_operand_casts(op, NULL) ? MLB_FOLD_IN_PLACE
                                                 : MLB_FOLD_FAILED;
}

static const MlbFoldIface k_fold = {.fold = fold_operand_casts};

void mlb_register_linalg_canon(MlbContext *ctx) {
  const MlbDialect *d = mlb_strmap_get(&ctx->dialects, "linalg", 6);
  for (uint32_t i = 0; d && i < d->num_ops; i++) {
    MlbOpDesc *od = mlb_lookup_op_mutable(ctx, d->ops[i].name);
    if (od && (od->traits & MLB_TRAIT_ATTR_SIZED_OPERANDS))
      mlb_desc_set_iface(od, MLB_IFACE_FOLD, &k_fold);
  }
}
