/* dealloc_build.c - building and viewing bufferization.dealloc ops
 * (bufferization.h). */
#include "dialects/bufferization/bufferization.h"
#include "dialects/common.h"

/* ==== bufferization.dealloc ==== */

void mlb_dealloc_view(MlbOperation *op, MlbDeallocView *d) {
  uint32_t start[3] = {0, 0, 0}, len[3] = {0, 0, 0};
  mlb_op_operand_segments(op, 3, start, len); /* one property lookup */
  d->op = op;
  d->n_memrefs = len[0];
  d->n_retained = len[2];
}

/* The dealloc's operands and results, without properties. */
static void dealloc_operands(MlbOpState *st, MlbContext *ctx, MlbAttr *loc,
                             uint32_t n, MlbValue *const *memrefs,
                             MlbValue *const *conds, uint32_t nret,
                             MlbValue *const *retained) {
  MlbType *i1 =
      ctx->t_i1 ? ctx->t_i1 : mlb_type_integer(ctx, 1, MLB_SIGNLESS);
  mlb_opstate_init_pooled(st, ctx, "bufferization.dealloc", loc);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st->operands, memrefs[i]);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st->operands, conds[i]);
  for (uint32_t i = 0; i < nret; i++) {
    mlb_vec_push(&st->operands, retained[i]);
    mlb_vec_push(&st->result_types, i1);
  }
}

void mlb_dealloc_state(MlbOpState *st, MlbContext *ctx, MlbAttr *loc,
                       uint32_t n, MlbValue *const *memrefs,
                       MlbValue *const *conds, uint32_t nret,
                       MlbValue *const *retained) {
  dealloc_operands(st, ctx, loc, n, memrefs, conds, nret, retained);
  int64_t seg[3] = {n, n, nret};
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 3);
}

MlbOperation *mlb_bld_dealloc(MlbBuilder *b, MlbAttr *loc, uint32_t n,
                              MlbValue *const *memrefs,
                              MlbValue *const *conds, uint32_t nret,
                              MlbValue *const *retained) {
  return mlb_bld_dealloc_props(b, loc, n, memrefs, conds, nret, retained,
                               NULL);
}

MlbOperation *mlb_bld_dealloc_props(MlbBuilder *b, MlbAttr *loc, uint32_t n,
                                    MlbValue *const *memrefs,
                                    MlbValue *const *conds, uint32_t nret,
                                    MlbValue *const *retained,
                                    MlbAttr *props) {
  MlbOpState st;
  if (props) {
    dealloc_operands(&st, b->ctx, loc, n, memrefs, conds, nret, retained);
    st.raw_props = props;
  } else {
    mlb_dealloc_state(&st, b->ctx, loc, n, memrefs, conds, nret, retained);
  }
  return mlb_builder_insert(b, &st);
}
