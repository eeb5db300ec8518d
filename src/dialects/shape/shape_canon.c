/* shape_canon.c - shape.assuming's canonicalization patterns, as
 * upstream's Shape.cpp (LLVM 22) has them:
 *
 *  AssumingWithTrue: an assuming whose witness is a shape.const_witness
 *    has its block inlined before it, the yield's operands replacing its
 *    results. Upstream's pattern tests only that the `passing` attribute
 *    is there, so a `false` witness is inlined too; mlbuf does the same
 *    (a false assumption leaves the region undefined, and running it is
 *    one of the behaviours allowed; mlbuf-run reports it instead).
 *  AssumingOpRemoveUnusedResults: results nobody uses are dropped: a new
 *    assuming with the used ones takes the region, its yield keeping only
 *    their operands (like upstream, the new op gets no discardable
 *    attribute of the old one).
 *
 * Without them a pipeline ending in canonicalize kept every shape.assuming
 * (the ownership indicators of a yielded buffer included) where
 * mlir-opt 22 dissolves or trims them.
 */
#include "dialects/common.h"
#include "interfaces/registrations.h"
#include "rewrite/rewrite.h"

static MlbOperation *yield_of(MlbOperation *op) {
  MlbBlock *b = op->num_regions ? op->regions[0].first : NULL;
  MlbOperation *y = b && b == op->regions[0].last ? b->last : NULL;
  return y && strcmp(y->name, "shape.assuming_yield") == 0 &&
                 y->num_operands == op->num_results
             ? y
             : NULL;
}

static bool pat_assuming_with_true(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *w = op->num_operands ? mlb_op_operand(op, 0)->def_op : NULL;
  MlbAttr *passing = w && strcmp(w->name, "shape.const_witness") == 0
                         ? mlb_op_get_prop(w, "passing")
                         : NULL;
  MlbOperation *y = yield_of(op);
  if (!passing || !y)
    return false;
  MlbValueVec res = {0};
  mlb_rw_inline_block(rw, op->regions[0].first, op->block, op, NULL);
  for (uint32_t i = 0; i < y->num_operands; i++)
    mlb_vec_push(&res, mlb_op_operand(y, i));
  mlb_rw_replace_op(rw, op, res.data);
  mlb_rw_erase_op(rw, y);
  mlb_vec_free(&res);
  return true;
}

/* The new yield, with only the operands of used results. */
static MlbOperation *trim_yield(MlbRewriter *rw, MlbOperation *op,
                                MlbOperation *y) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "shape.assuming_yield", y->loc);
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!mlb_value_use_empty(mlb_op_result(op, i)))
      mlb_vec_push(&st.operands, mlb_op_operand(y, i));
  mlb_builder_set_before(&rw->b, y);
  MlbOperation *ny = mlb_rw_create(rw, &st);
  mlb_rw_erase_op(rw, y);
  return ny;
}

static bool pat_remove_unused_results(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *y = yield_of(op);
  uint32_t used = 0;
  for (uint32_t i = 0; y && i < op->num_results; i++)
    used += !mlb_value_use_empty(mlb_op_result(op, i));
  if (!y || used == op->num_results)
    return false;
  MlbOperation *ny = trim_yield(rw, op, y);
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "shape.assuming", op->loc);
  mlb_vec_push(&st.operands, mlb_op_operand(op, 0));
  for (uint32_t i = 0; i < ny->num_operands; i++)
    mlb_vec_push(&st.result_types, mlb_op_operand(ny, i)->type);
  mlb_vec_push(&st.regions, mlb_region_new(rw->ctx));
  mlb_builder_set_before(&rw->b, op);
  MlbOperation *nop = mlb_rw_create(rw, &st);
  while (op->regions[0].first) {
    MlbBlock *b = op->regions[0].first;
    mlb_region_remove_block(b);
    mlb_region_push_block(&nop->regions[0], b);
  }
  MlbValue **vals = mlb_malloc(op->num_results * sizeof *vals);
  for (uint32_t i = 0, j = 0; i < op->num_results; i++)
    vals[i] = mlb_value_use_empty(mlb_op_result(op, i))
                  ? NULL
                  : mlb_op_result(nop, j++);
  mlb_rw_replace_op(rw, op, vals);
  mlb_free(vals);
  return true;
}

static const MlbPattern k_assuming_patterns[] = {
    {"AssumingOpRemoveUnusedResults", pat_remove_unused_results, 1},
    {"AssumingWithTrue", pat_assuming_with_true, 1},
};
MLB_CANON_IFACE(k_c_assuming, k_assuming_patterns);

static const MlbIfaceEntry k_entries[] = {
    {"shape.assuming", MLB_IFACE_CANONICALIZE, &k_c_assuming},
};

void mlb_register_shape_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
