/* linalg_canon.c - the folder every linalg.generic and named structured op
 * (the ops with ins/outs operand segments) has upstream: a memref.cast
 * feeding one of its operands is looked through, the op taking the cast's
 * source (upstream's foldMemRefCast, the fold of GenericOp and of every
 * named op). A cast from an unranked memref stays. map, reduce, transpose
 * and broadcast have no such folder upstream, nor here.
 *
 * linalg.copy of a value onto itself is erased (on buffers) or is its
 * input (on tensors), upstream's EraseSelfCopy: after bufferization a copy
 * of a buffer onto itself changes nothing.
 *
 * The op reads and writes the same elements through the source as through
 * the cast (a cast changes only what the type says of shape and layout),
 * and the op's verifier accepts operand types that differ that way. */
#include "dialects/linalg/linalg_int.h"
#include "dialects/memref/memref.h"
#include "interfaces/registrations.h"
#include "rewrite/fold.h"
#include "rewrite/rewrite.h"

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

static bool pat_erase_self_copy(MlbRewriter *rw, MlbOperation *op) {
  if (op->num_operands != 2 || mlb_op_operand(op, 0) != mlb_op_operand(op, 1))
    return false;
  if (op->num_results == 0) {
    mlb_rw_erase_op(rw, op);
    return true;
  }
  MlbValue *in = mlb_op_operand(op, 0);
  mlb_rw_replace_op(rw, op, &in);
  return true;
}

static const MlbPattern k_copy_patterns[] = {
    {"EraseSelfCopy", pat_erase_self_copy, 1},
};
MLB_CANON_IFACE(k_c_copy, k_copy_patterns);

void mlb_register_linalg_canon(MlbContext *ctx) {
  MlbOpDesc *copy = mlb_lookup_op_mutable(ctx, "linalg.copy");
  if (copy)
    mlb_desc_set_iface(copy, MLB_IFACE_CANONICALIZE, &k_c_copy);
  const MlbDialect *d = mlb_strmap_get(&ctx->dialects, "linalg", 6);
  for (uint32_t i = 0; d && i < d->num_ops; i++) {
    MlbOpDesc *od = mlb_lookup_op_mutable(ctx, d->ops[i].name);
    if (mlb_linalg_desc_segmented(od))
      mlb_desc_set_iface(od, MLB_IFACE_FOLD, &k_fold);
  }
}
