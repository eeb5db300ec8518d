/* region_succ.c - which operands of a branch feed one successor, and
 * dropping / appending them with the op's operand segments kept in step
 * (upstream's SuccessorOperands over a MutableOperandRange).
 *
 * The descriptor's successor_operands hook gives the operand range; for
 * ops with operand segments the range must fill one segment, or one case
 * of the last segment when `case_operand_segments` splits it (cf.switch).
 * Empty ranges can sit at the same position as other empty ranges: the
 * k-th successor among those with that range takes the k-th such segment,
 * segments and cases counted in operand order (= successor order).
 */
#include "rewrite/region_int.h"

/* Walks the candidate segments in order; returns true at the `skip`-th
 * one (0-based) holding exactly r's range, filling r's segment fields. */
static bool find_segment(MlbOperation *t, MlbAttr *seg, MlbSuccRange *r,
                         uint32_t skip) {
  MlbAttr *cases = mlb_op_get_prop(t, "case_operand_segments");
  if (cases && (cases->kind != MLB_ATTR_DENSE_ARRAY || !seg->u.darray.n))
    return false;
  uint32_t at = 0, nseg = seg->u.darray.n;
  for (uint32_t i = 0; i < nseg; i++) {
    uint32_t n = (uint32_t)seg->u.darray.ivals[i];
    bool split = cases && i + 1 == nseg;
    for (uint32_t k = 0; split && k < cases->u.darray.n; k++) {
      uint32_t m = (uint32_t)cases->u.darray.ivals[k];
      if (at == r->start && m == r->count && skip-- == 0) {
        r->segment = (int32_t)i;
        r->sub = (int32_t)k;
        return true;
      }
      at += m;
    }
    if (split)
      break;
    if (at == r->start && n == r->count && skip-- == 0) {
      r->segment = (int32_t)i;
      return true;
    }
    at += n;
  }
  return false;
}

bool mlb_succ_range(MlbOperation *t, uint32_t s, MlbSuccRange *r) {
  if (!t->desc || !t->desc->successor_operands)
    return false;
  t->desc->successor_operands(t, s, &r->start, &r->count);
  r->segment = r->sub = -1;
  if (!mlb_op_has_trait(t, MLB_TRAIT_ATTR_SIZED_OPERANDS))
    return true;
  MlbAttr *seg = mlb_op_get_prop(t, mlb_names.operand_segment_sizes);
  if (!seg || seg->kind != MLB_ATTR_DENSE_ARRAY || !seg->u.darray.ivals)
    return false;
  /* Only empty ranges can coincide (non-empty ones are disjoint). */
  uint32_t skip = 0;
  for (uint32_t i = 0; i < s && r->count == 0; i++) {
    uint32_t start, count;
    t->desc->successor_operands(t, i, &start, &count);
    skip += start == r->start && count == r->count;
  }
  return find_segment(t, seg, r, skip);
}

/* Adds `delta` to entry `i` of the dense i32 array property `name`. */
static void resize_segment(MlbContext *ctx, MlbOperation *t, const char *name,
                           uint32_t i, int64_t delta) {
  MlbAttr *seg = mlb_op_get_prop(t, name);
  uint32_t n = seg->u.darray.n;
  int64_t *v = mlb_malloc(n * sizeof(int64_t));
  memcpy(v, seg->u.darray.ivals, n * sizeof(int64_t));
  v[i] += delta;
  mlb_op_set_prop(ctx, t, name,
                  mlb_attr_dense_int_array(ctx, ctx->t_i32, n, v));
  mlb_free(v);
}

static void resize_range(MlbContext *ctx, MlbOperation *t,
                         const MlbSuccRange *r, int64_t delta) {
  if (r->segment >= 0)
    resize_segment(ctx, t, "operandSegmentSizes", (uint32_t)r->segment, delta);
  if (r->sub >= 0)
    resize_segment(ctx, t, "case_operand_segments", (uint32_t)r->sub, delta);
}

void mlb_succ_erase_operand(MlbContext *ctx, MlbOperation *t, uint32_t idx,
                            const MlbSuccRange *r) {
  mlb_op_erase_operand(t, idx);
  resize_range(ctx, t, r, -1);
}

bool mlb_succ_append_operands(MlbContext *ctx, MlbOperation *t, uint32_t s,
                              uint32_t n, MlbValue *const *vals) {
  MlbSuccRange r;
  if (!mlb_succ_range(t, s, &r))
    return false;
  mlb_op_insert_operands(ctx, t, r.start + r.count, n, vals);
  resize_range(ctx, t, &r, (int64_t)n);
  return true;
}
