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
  int64_t small[8] = {0};
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

/* ==== Can a region op forward more values? ==== */

typedef struct Lists {
  MlbOperation *op;
  uint32_t entry_start; /* out: where forwarded entry operands start */
  const MlbRegionBranchIface *rb;
  MlbValuePred is_buffer;
  void *user;
  MlbU32Vec succ; /* scratch */
} Lists;

static uint32_t buffers_in(const Lists *l, MlbValue *const *v, uint32_t n) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++)
    k += l->is_buffer(v[i], l->user);
  return k;
}

static bool operand_buffer_in(const Lists *l, MlbOperation *op, uint32_t s,
                              uint32_t c) {
  for (uint32_t i = s; i < s + c && i < op->num_operands; i++)
    if (l->is_buffer(mlb_op_operand(op, i), l->user))
      return true;
  return false;
}

/* Where op's last operand segment starts (0 without segments: the whole
 * list); false when the op declares segments it does not carry. */
static bool last_segment_start(MlbOperation *op, uint32_t *start) {
  *start = 0;
  if (!mlb_op_has_trait(op, MLB_TRAIT_ATTR_SIZED_OPERANDS))
    return true;
  MlbAttr *segs = segment_attr(op);
  if (!segs || !segs->u.darray.n)
    return false;
  int64_t last = segs->u.darray.ivals[segs->u.darray.n - 1];
  if (last < 0 || (uint64_t)last > op->num_operands)
    return false;
  *start = op->num_operands - (uint32_t)last;
  return true;
}

void mlb_region_op_append_operands(MlbContext *ctx, MlbOperation *op,
                                   uint32_t n, MlbValue *const *vals) {
  MlbAttr *segs = mlb_op_has_trait(op, MLB_TRAIT_ATTR_SIZED_OPERANDS)
                      ? segment_attr(op)
                      : NULL;
  mlb_op_insert_operands(ctx, op, op->num_operands, n, vals);
  if (segs && segs->u.darray.n)
    set_segment(ctx, op, segs, segs->u.darray.n - 1, n);
}

/* Entry operands: every range holding a buffer ends the operands at one
 * start, inside the last operand segment when the op has segments (that
 * segment grows with them: affine.for's iteration arguments). */
static bool entry_at_end(Lists *l) {
  MlbOperation *op = l->op;
  l->succ.len = 0;
  l->rb->successors(op, MLB_REGION_PARENT, &l->succ);
  bool seen = false;
  uint32_t start = 0;
  for (uint32_t i = 0; i < l->succ.len; i++) {
    uint32_t s = 0, c = 0;
    l->rb->entry_operands(op, (int32_t)l->succ.data[i], &s, &c);
    if (!operand_buffer_in(l, op, s, c))
      continue;
    uint32_t seg = 0;
    if (s + c != op->num_operands || !last_segment_start(op, &seg) ||
        s < seg || (seen && s != start))
      return false;
    seen = true;
    start = s;
  }
  l->entry_start = seen ? start : op->num_operands;
  return l->succ.len > 0;
}

/* The values receiving what flows to `to` (results, or a region's entry
 * arguments), when they hold a buffer: a range ending the list, with no
 * buffer before it. */
static bool inputs_at_end(Lists *l, int32_t to, MlbValue *const *v,
                          uint32_t n) {
  if (!buffers_in(l, v, n))
    return true;
  uint32_t s = 0, c = 0;
  l->rb->successor_inputs(l->op, to, &s, &c);
  return s + c == n && buffers_in(l, v, s) == 0;
}

/* A region's terminator (not a branch inside it): what it forwards to
 * each successor ends its operands; one that does not say forwards no
 * buffer. */
static bool terminator_at_end(Lists *l, int32_t region, MlbOperation *t) {
  if (!t || t->num_successors || !mlb_op_is_terminator(t))
    return true; /* branches inside the region thread as branches */
  l->succ.len = 0;
  l->rb->successors(l->op, region, &l->succ);
  for (uint32_t i = 0; i < l->succ.len; i++) {
    uint32_t s = 0, c = 0;
    if (!mlb_term_forwarded_operands(t, (int32_t)l->succ.data[i], &s, &c)) {
      if (operand_buffer_in(l, t, 0, t->num_operands))
        return false;
      continue;
    }
    if (operand_buffer_in(l, t, s, c) && s + c != t->num_operands)
      return false;
  }
  return true;
}

static bool regions_at_end(Lists *l) {
  MlbOperation *op = l->op;
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *entry = op->regions[r].first;
    if (!entry)
      continue;
    if (!inputs_at_end(l, (int32_t)r, entry->args, entry->num_args))
      return false;
    for (MlbBlock *b = entry; b; b = b->next)
      if (!terminator_at_end(l, (int32_t)r, b->last))
        return false;
  }
  return true;
}

bool mlb_region_op_forwards_at_ends(MlbOperation *op, MlbValuePred is_buffer,
                                    void *user, uint32_t *entry_start) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->successors || !rb->entry_operands || !rb->successor_inputs)
    return false;
  Lists l = {op, op->num_operands, rb, is_buffer, user, {0}};
  MlbValue *small[8];
  MlbValue **res = MLB_FITS_SMALL(op->num_results, small)
                       ? small
                       : mlb_malloc(op->num_results * sizeof *res);
  for (uint32_t i = 0; i < op->num_results; i++)
    res[i] = mlb_op_result(op, i);
  bool ok = entry_at_end(&l) &&
            inputs_at_end(&l, MLB_REGION_PARENT, res, op->num_results) &&
            regions_at_end(&l);
  if (res != small)
    mlb_free(res);
  mlb_vec_free(&l.succ);
  if (entry_start)
    *entry_start = l.entry_start;
  return ok;
}
