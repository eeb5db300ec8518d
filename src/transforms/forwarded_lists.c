/* forwarded_lists.c - see forwarded_lists.h. */
#include "transforms/forwarded_lists.h"
#include "support/thresholds.h"

bool mlb_succ_operands(MlbOperation *term, uint32_t succ, uint32_t *start,
                      uint32_t *count) {
  *start = *count = 0;
  if (!term->desc || !term->desc->successor_operands)
    return false;
  term->desc->successor_operands(term, succ, start, count);
  return *start + *count <= term->num_operands;
}

/* ==== Appending forwarded operands ==== */

static MlbAttr *segment_attr(MlbOperation *op) {
  MlbAttr *a = mlb_op_get_prop(op, "operandSegmentSizes");
  return a && a->kind == MLB_ATTR_DENSE_ARRAY ? a : NULL;
}

static void set_segment(MlbContext *ctx, MlbOperation *op, MlbAttr *segs,
                        uint32_t k, int64_t delta) {
  uint32_t n = segs->u.darray.n;
  int64_t small[8];
  int64_t *v = MLB_FITS_SMALL(n, small) ? small : mlb_malloc(n * sizeof *v);
  for (uint32_t i = 0; i < n; i++)
    v[i] = segs->u.darray.ivals[i] + (i == k ? delta : 0);
  mlb_op_set_prop(ctx, op, "operandSegmentSizes",
                  mlb_attr_dense_int_array(ctx, segs->u.darray.elt, n, v));
  if (v != small)
    mlb_free(v);
}

/* After inserting n operands, does successor succ receive them and does
 * no other successor's operand count change? */
static bool append_took(MlbOperation *t, uint32_t succ, uint32_t n,
                        const uint32_t *counts) {
  for (uint32_t i = 0; i < t->num_successors; i++) {
    uint32_t s, c;
    if (!mlb_succ_operands(t, i, &s, &c) ||
        c != counts[i] + (i == succ ? n : 0))
      return false;
  }
  return true;
}

static bool try_insert(MlbContext *ctx, MlbOperation *t, uint32_t succ,
                       uint32_t at, uint32_t n, MlbValue *const *vals,
                       const uint32_t *counts, int32_t seg) {
  MlbAttr *segs = segment_attr(t);
  mlb_op_insert_operands(ctx, t, at, n, vals);
  if (seg >= 0)
    set_segment(ctx, t, segs, (uint32_t)seg, n);
  if (append_took(t, succ, n, counts))
    return true;
  for (uint32_t i = 0; i < n; i++)
    mlb_op_erase_operand(t, at);
  if (seg >= 0)
    mlb_op_set_prop(ctx, t, "operandSegmentSizes", segs);
  return false;
}

bool mlb_append_succ_operands(MlbContext *ctx, MlbOperation *term,
                             uint32_t succ, uint32_t n,
                             MlbValue *const *vals) {
  uint32_t s, c;
  if (!mlb_succ_operands(term, succ, &s, &c))
    return false;
  if (!n)
    return true;
  uint32_t ns = term->num_successors, small[8];
  uint32_t *counts =
      MLB_FITS_SMALL(ns, small) ? small : mlb_malloc(ns * sizeof *counts);
  for (uint32_t i = 0; i < ns; i++) {
    uint32_t si;
    mlb_succ_operands(term, i, &si, &counts[i]);
  }
  bool ok = false;
  MlbAttr *segs = segment_attr(term);
  if (!segs || !mlb_op_has_trait(term, MLB_TRAIT_ATTR_SIZED_OPERANDS)) {
    ok = try_insert(ctx, term, succ, s + c, n, vals, counts, -1);
  } else {
    /* The segment ending where the successor's operands end grows. */
    uint32_t at = 0;
    for (uint32_t k = 0; !ok && k < segs->u.darray.n; k++) {
      at += (uint32_t)segs->u.darray.ivals[k];
      if (at == s + c && at - (uint32_t)segs->u.darray.ivals[k] <= s)
        ok = try_insert(ctx, term, succ, at, n, vals, counts,
                        (int32_t)k);
    }
  }
  if (counts != small)
    mlb_free(counts);
  return ok;
}

bool mlb_can_append_succ_operands(MlbContext *ctx, MlbOperation *t,
                                  uint32_t succ, uint32_t n,
                                  MlbValue *placeholder) {
  uint32_t s, c;
  if (!mlb_succ_operands(t, succ, &s, &c))
    return false;
  if (!n)
    return true;
  MlbValue **v = mlb_malloc(n * sizeof *v);
  for (uint32_t i = 0; i < n; i++)
    v[i] = placeholder;
  MlbAttr *segs = segment_attr(t);
  bool ok = mlb_append_succ_operands(ctx, t, succ, n, v);
  if (ok) {
    for (uint32_t i = 0; i < n; i++)
      mlb_op_erase_operand(t, s + c);
    if (segs)
      mlb_op_set_prop(ctx, t, "operandSegmentSizes", segs);
  }
  mlb_free(v);
  return ok;
}

MlbOperation *mlb_op_rebuild_with_results(MlbContext *ctx, MlbOperation *op,
                                          uint32_t n, MlbType *t) {
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, op->name, op->loc);
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, i));
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&st.result_types, mlb_op_result(op, i)->type);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st.result_types, t);
  st.raw_props = op->props;
  for (uint32_t i = 0; op->attrs && i < op->attrs->u.dict.n; i++)
    mlb_vec_push(&st.attrs, op->attrs->u.dict.entries[i]);
  for (uint32_t i = 0; i < op->num_regions; i++) {
    MlbRegion *r = mlb_region_new(ctx);
    r->first = op->regions[i].first;
    r->last = op->regions[i].last;
    op->regions[i].first = op->regions[i].last = NULL;
    mlb_vec_push(&st.regions, r);
  }
  for (uint32_t i = 0; i < op->num_successors; i++)
    mlb_vec_push(&st.successors, op->successors[i].block);
  MlbOperation *nop = mlb_op_create(ctx, &st);
  mlb_op_insert_before(op, nop);
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_value_replace_all_uses(mlb_op_result(op, i), mlb_op_result(nop, i));
  return nop;
}
